import { lazy, Suspense } from 'react';
import type { PageProps } from '../core-access/pageProps';
import { Skeleton } from '../design/Skeleton';
import { InfoPage } from '../info/InfoPage';

/** The calculator's code and texts come when the page is opened, not with the information app. */
const Calculator = lazy(() => import('./Calculator'));

/** /{lng}/betting-calculator: the public calculator (no sign-in), its SEO text from the server below it. */
export function BettingCalculatorPage({ resolution }: PageProps) {
  return (
    <div className="page calculator-page">
      <Suspense fallback={<Skeleton testId="calc-loading" />}>
        <Calculator />
      </Suspense>
      <InfoPage resolution={resolution} below />
    </div>
  );
}
