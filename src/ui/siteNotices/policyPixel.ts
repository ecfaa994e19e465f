import { POLICY_LOGO_PATH } from '../../protocol/constants/siteNotices';
import type { ProjectionSource } from '../runtime/client';

/**
 * SPEC 7/9's hidden policy pixel: an image nobody sees or hears (alt "",
 * aria-hidden, transparent, 1 px in a corner of the viewport so the lazy
 * image still loads), on the page while the worker's site config says its
 * country carries it (`showPolicyLogo`, decided in src/core/routing/policyLogo.ts).
 */
export function followPolicyLogo(source: ProjectionSource): () => void {
  let pixel: HTMLImageElement | null = null;
  const follow = () => {
    const site = source.getSnapshot('siteConfig');
    // A config being reloaded (a language switch) keeps what the last one said.
    if (site?.status === 'loading') return;
    const wanted = site?.status === 'ready' && site.showPolicyLogo === true;
    if (wanted && !pixel) {
      pixel = document.createElement('img');
      pixel.src = POLICY_LOGO_PATH;
      pixel.alt = '';
      pixel.width = 1;
      pixel.height = 1;
      pixel.setAttribute('loading', 'lazy');
      pixel.setAttribute('decoding', 'async');
      pixel.setAttribute('aria-hidden', 'true');
      pixel.dataset.testid = 'policy-logo';
      pixel.style.cssText = 'position:fixed;top:0;inset-inline-start:0;width:1px;height:1px;opacity:0;pointer-events:none';
      document.body.append(pixel);
    } else if (!wanted && pixel) {
      pixel.remove();
      pixel = null;
    }
  };
  const stop = source.subscribe('siteConfig', follow);
  follow();
  return () => {
    stop();
    pixel?.remove();
  };
}
