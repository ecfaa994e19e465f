import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '../../apps/prefetch';

const OneTap = lazy(() => import('./OneTap'));

/** One-tap waits for the page to be idle: its code, texts and the provider's script are never in the first load. */
export function OneTapSlot({ lang, signedIn }: { lang: string; signedIn: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  if (!idle || signedIn) return null;
  return (
    <Suspense fallback={null}>
      <OneTap lang={lang} />
    </Suspense>
  );
}
