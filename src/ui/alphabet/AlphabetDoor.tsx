import { lazy, Suspense } from 'react';
import type { PageProps } from '../core-access/pageProps';
import { Preloader } from '../shell/Preloader';

/**
 * The betting alphabet's page is a chunk of its own, fetched when the page is
 * opened: the information app only names it, as it does the calculator.
 */
const AlphabetPage = lazy(() => import('./AlphabetPage'));

/** /{lng}/betting-alphabet/...: the glossary, with its own texts (useAlphabetTexts). */
export function AlphabetDoor(props: PageProps) {
  return (
    <Suspense fallback={<Preloader kind={props.resolution.meta.preloader} />}>
      <AlphabetPage {...props} />
    </Suspense>
  );
}
