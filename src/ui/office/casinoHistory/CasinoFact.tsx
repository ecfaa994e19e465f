import { multiplierText } from '../../../core/format/multiplier';

/** A multiplier as a fact reads it: "× 1.50". */
export const timesText = (hundredths: number): string => `× ${multiplierText(hundredths)}`;

/** One term of a round's facts; seeds, hashes and values read left to right whatever the page's direction. */
export function CasinoFact({ term, children, code = false, testId }: { term: string; children: string; code?: boolean; testId?: string }) {
  return (
    <div className="casino-history__fact">
      <dt>{term}</dt>
      <dd className={code ? 'casino-history__code' : undefined} dir={code ? 'ltr' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
