import { useLiveGameTexts } from '../liveGameTexts';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_EVENT_KINDS, SCORING_EVENT_KINDS, trackerFieldOf, type TrackerField } from '../../../protocol/constants/matchEvents';
import type { MatchEvent } from '../../../protocol/schemas/live';
import { livePart, useLivePart } from '../../core-access/coreContext';
import { useLiveWatch } from '../useLiveWatch';
import { FIELD_H, FIELD_W, FieldDrawing } from './FieldDrawing';
import { eventMinute, useEventText } from './useEventText';
import './matchTracker.css';

/** Lines of the text log under the field. */
const LOG_LINES = 5;
/** Events of a side that does not attack (it is penalised or stops play): no zone, no arrow. */
const NOT_ATTACKING: readonly MatchEvent['kind'][] = ['yellow', 'red', 'penalty', 'foul', 'timeout'];
/** The fields whose clock the log shows in minutes. */
const MINUTE_FIELDS: readonly TrackerField[] = ['pitch', 'rink', 'court'];

interface Teams {
  readonly field: TrackerField;
  readonly opponent1: string;
  readonly opponent2: string;
}

/**
 * The match tracker (SPEC 3, the zone media): a 2D field with the game's
 * last event drawn (where the ball is, which side attacks, a flash for a
 * score) and a short log of the latest events. It watches the game's topic
 * itself, so any page or panel can show it with a game id. Only goals,
 * cards, penalties and arena scores are announced to screen readers. Motion
 * is CSS transitions and keyed animations on transform and opacity: a new
 * event renders once, nothing runs per frame in script.
 */
export function MatchTracker({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  useLiveWatch([`game:${gameId}`]);
  const events = useLivePart(livePart.game(gameId), (live) => live.games[gameId]?.events);
  const teamsKey = useLivePart(livePart.game(gameId), (live) => {
    const g = live.games[gameId];
    return g
      ? JSON.stringify({ field: trackerFieldOf(g.sportSlug), opponent1: g.opponent1, opponent2: g.opponent2 } satisfies Teams)
      : null;
  });
  const teams = teamsKey ? (JSON.parse(teamsKey) as Teams) : null;
  const describe = useEventText(teams?.opponent1 ?? '', teams?.opponent2 ?? '');
  const textsReady = useLiveGameTexts();
  if (!teams || !textsReady) {
    return (
      <div className="match-tracker match-tracker--empty" data-testid="match-tracker" aria-busy="true">
        {textsReady ? t('liveGame.tracker.loading') : null}
      </div>
    );
  }
  const last = events?.[events.length - 1];
  const announced = events?.findLast((e) => ANNOUNCED_EVENT_KINDS.includes(e.kind));
  const recent = (events ?? []).slice(-LOG_LINES).reverse();
  const showMinute = MINUTE_FIELDS.includes(teams.field);
  return (
    <figure className="match-tracker" data-testid="match-tracker" data-field={teams.field} aria-label={t('liveGame.tracker.title')}>
      <div className="match-tracker__teams" dir="ltr">
        <span className="match-tracker__team" data-side="1">
          {teams.opponent1}
        </span>
        <span className="match-tracker__team" data-side="2">
          {teams.opponent2}
        </span>
      </div>
      <svg
        className="match-tracker__field"
        viewBox={`-2 -2 ${FIELD_W + 4} ${FIELD_H + 4}`}
        role="img"
        aria-label={last ? describe(last) : t('liveGame.tracker.waiting')}
        data-testid="tracker-field"
      >
        <FieldDrawing field={teams.field} />
        {last && <LastEvent event={last} />}
      </svg>
      <figcaption className="match-tracker__label" data-testid="tracker-label" data-kind={last?.kind ?? ''}>
        {last ? describe(last) : t('liveGame.tracker.waiting')}
      </figcaption>
      <ol className="match-tracker__log" aria-label={t('liveGame.tracker.log')} data-testid="tracker-log">
        {recent.map((e) => (
          <li key={e.id} data-kind={e.kind} data-scoring={SCORING_EVENT_KINDS.includes(e.kind) || undefined}>
            {showMinute && eventMinute(e) && (
              <span className="match-tracker__minute" dir="ltr">
                {eventMinute(e)}
              </span>
            )}
            {describe(e)}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" data-testid="tracker-announce">
        {announced ? describe(announced) : ''}
      </p>
    </figure>
  );
}

/**
 * The last event over the field: the attacking side's half lit, an arrow
 * towards the goal it attacks, the ball where it happened and, for a
 * score, a flash. The ball glides (a transition on transform); the flash
 * and the arrow restart with each event (keyed by its id).
 */
function LastEvent({ event }: { event: MatchEvent }) {
  const x = event.x * FIELD_W;
  const y = event.y * FIELD_H;
  const scoring = SCORING_EVENT_KINDS.includes(event.kind);
  const towardsRight = event.side === 1;
  const attacking = !NOT_ATTACKING.includes(event.kind);
  return (
    <g data-testid="tracker-event" data-kind={event.kind} data-side={event.side}>
      {attacking && (
        <>
          <rect
            className="match-tracker__zone"
            data-side={event.side}
            data-kind={event.kind}
            x={towardsRight ? FIELD_W / 2 : 0}
            y={0}
            width={FIELD_W / 2}
            height={FIELD_H}
          />
          <g key={`arrow-${event.id}`} className="match-tracker__arrow-wrap" style={{ transform: `translate(${x}px, ${y}px)` }}>
            <path
              className="match-tracker__arrow"
              data-side={event.side}
              d={towardsRight ? 'M-12 0 H-3 M-6 -3 L-3 0 L-6 3' : 'M12 0 H3 M6 -3 L3 0 L6 3'}
            />
          </g>
        </>
      )}
      <g className="match-tracker__ball" style={{ transform: `translate(${x}px, ${y}px)` }}>
        <circle r={1.8} />
      </g>
      {scoring && <rect key={`flash-${event.id}`} className="match-tracker__flash" x={0} y={0} width={FIELD_W} height={FIELD_H} />}
    </g>
  );
}
