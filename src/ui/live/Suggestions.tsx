import type { BettingSection } from '../../protocol/schemas/live';
import { useProjectionSelector } from '../core-access/coreContext';
import { AccumulatorCard } from './AccumulatorCard';
import { BetGenerator } from './BetGenerator';

/** The coupons a section page suggests, each when the player's display preferences ask for it. */
export function Suggestions({ section }: { section: BettingSection }) {
  const accumulator = useProjectionSelector('preferences', (p) => (section === 'live' ? p.accumulatorOfDayLive : p.accumulatorOfDayLine));
  const generator = useProjectionSelector('preferences', (p) => p.betGenerator);
  if (!accumulator && !generator) return null;
  return (
    <div className="live-suggestions">
      {accumulator === true && <AccumulatorCard section={section} />}
      {generator === true && <BetGenerator section={section} />}
    </div>
  );
}
