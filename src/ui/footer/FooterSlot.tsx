import { useEffect, useState } from 'react';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import type { PartProps } from '../apps/parts';
import { whenIdleAfterLoad } from '../apps/prefetch';

/**
 * The footer, below the fold of every page of the main layout, waits for the
 * page: it is fetched once the page has loaded and been idle (as the header's
 * apps are prefetched), or at once when the visitor scrolls, so a first visit
 * spends its first load on what it shows. Where the browser cannot tell when
 * it is idle (no requestIdleCallback) it comes at once, as before.
 */
export function FooterSlot(props: PartProps['footer']) {
  const [wanted, setWanted] = useState(() => typeof requestIdleCallback !== 'function');
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    window.addEventListener('scroll', want, { once: true, passive: true });
    const cancel = whenIdleAfterLoad(want);
    return () => {
      window.removeEventListener('scroll', want);
      cancel();
    };
  }, [wanted]);
  return wanted ? <EmbeddedApp name="footer" props={props} loading={<FooterOutline />} /> : <FooterOutline />;
}

/** Where the footer will be while it waits and loads: the same landmark, so the page does not jump when it arrives. */
function FooterOutline() {
  return <footer className="site-footer" aria-busy="true" data-testid="footer-loading" />;
}
