import { useTranslation } from 'react-i18next';
import { durationParts } from '../../core/format/countdown';
import type { VirtualEvent } from '../../protocol/virtualSports';
import { VirtualOdds } from './VirtualOdds';

/** Markets a card shows: the result, the main total and the handicap (a race: its winner market). */
const SHOWN_MARKETS = 3;

/** A next event: who plays, the countdown to kick-off (betting closes then), and its main markets' odds. */
export function EventCard({ event, now, onRefused }: { event: VirtualEvent; now: number; onRefused: (code: string) => void }) {
  const { t } = useTranslation();
  const { minutes, seconds } = durationParts(Math.max(0, event.kickOffAt - now) + 999);
  const title = event.sport === 'racing' ? event.opponent1 : `${event.opponent1} – ${event.opponent2}`;
  const markets = event.markets.filter((m) => m.typeId !== 2).slice(0, SHOWN_MARKETS);
  return (
    <article className="virtual-event card" data-testid={`virtual-event-${event.gameId}`} aria-label={title}>
      <header className="virtual-event__head">
        <h3 className="virtual-event__title">{title}</h3>
        <span className="virtual-event__countdown" data-testid="virtual-countdown">
          {t('virtualSports.kick_off_in', { time: `${minutes}:${String(seconds).padStart(2, '0')}` })}
        </span>
      </header>
      {markets.map((market) => (
        <div key={market.marketId} className="virtual-market" role="group" aria-label={market.name}>
          <span className="virtual-market__name">{market.name}</span>
          <div className="virtual-market__outcomes">
            {market.outcomes.map((o) => (
              <VirtualOdds key={o.outcomeId} event={event} market={market} outcomeId={o.outcomeId} onRefused={onRefused} />
            ))}
          </div>
        </div>
      ))}
    </article>
  );
}
