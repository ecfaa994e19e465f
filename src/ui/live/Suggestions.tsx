import { lazy, Suspense } from 'react';
import type { BettingSection } from '../../protocol/schemas/live';
import { useProjectionSelector } from '../core-access/coreContext';
import { AccumulatorCard } from './AccumulatorCard';

// The bet generator is off unless the player turns it on, so it is fetched then: the live page's first load stays lean.
const BetGenerator = lazy(() => import('./BetGenerator').then((m) => ({ default: m.BetGenerator })));

/** The coupons a section page suggests, each when the player's display preferences ask for it. */
export function Suggestions({ section }: { section: BettingSection }) {
  const accumulator = useProjectionSelector('preferences', (p) => (section === 'live' ? p.accumulatorOfDayLive : p.accumulatorOfDayLine));
  const generator = useProjectionSelector('preferences', (p) => p.betGenerator);
  if (!accumulator && !generator) return null;
  return (
    <div className="live-suggestions">
      {accumulator === true && <AccumulatorCard section={section} />}
      {generator === true && (
        <Suspense fallback={null}>
          <BetGenerator section={section} />
        </Suspense>
      )}
    </div>
  );
}
