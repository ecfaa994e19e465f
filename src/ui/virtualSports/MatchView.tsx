import { useTranslation } from 'react-i18next';
import type { VirtualEvent } from '../../protocol/virtualSports';

/** Track geometry of the race view (SVG user units): one lane per runner. */
const LANE = 28;
const TRACK = 300;
const LABEL = 130;

/** A race as it runs: a lane per runner, its horse as far as it has run, leader first in reading order. */
function RaceTrack({ event }: { event: VirtualEvent }) {
  const { t } = useTranslation();
  const progress = event.play?.progress ?? [];
  const standing = event.runners
    .map((r) => ({ ...r, run: progress[r.number - 1] ?? 0 }))
    .sort((a, b) => b.run - a.run || a.number - b.number);
  return (
    <div className="virtual-race">
      <svg
        viewBox={`0 0 ${LABEL + TRACK + 20} ${LANE * event.runners.length}`}
        role="img"
        aria-label={t('virtualSports.race_label')}
        className="virtual-race__track"
      >
        {event.runners.map((r, i) => {
          const x = LABEL + (progress[r.number - 1] ?? 0) * TRACK;
          return (
            <g key={r.number} transform={`translate(0 ${i * LANE})`}>
              <text x={0} y={LANE / 2 + 5} className="virtual-race__name">{`${r.number}. ${r.name}`}</text>
              <line x1={LABEL} x2={LABEL + TRACK} y1={LANE / 2} y2={LANE / 2} className="virtual-race__lane" />
              <circle cx={x} cy={LANE / 2} r={9} className="virtual-race__horse" />
              <text x={x} y={LANE / 2 + 4} textAnchor="middle" className="virtual-race__number">
                {r.number}
              </text>
            </g>
          );
        })}
        <line x1={LABEL + TRACK} x2={LABEL + TRACK} y1={0} y2={LANE * event.runners.length} className="virtual-race__finish" />
      </svg>
      <ol className="virtual-race__standing" aria-label={t('virtualSports.standing')} data-testid="virtual-standing">
        {standing.map((r) => (
          <li key={r.number}>{`${r.number}. ${r.name}`}</li>
        ))}
      </ol>
    </div>
  );
}

/** The event playing: the score and clock with its goals (football), the games and points (tennis), or the race. */
export function MatchView({ event }: { event: VirtualEvent }) {
  const { t } = useTranslation();
  const play = event.play;
  if (!play) return null;
  return (
    <section className="virtual-match card" data-testid="virtual-playing" aria-labelledby={`virtual-match-${event.gameId}`}>
      <h3 id={`virtual-match-${event.gameId}`}>
        {event.sport === 'racing' ? event.opponent1 : `${event.opponent1} ${play.score[0]}:${play.score[1]} ${event.opponent2}`}
      </h3>
      <p className="virtual-match__clock" aria-live="off">
        {event.sport === 'football'
          ? t('virtualSports.minute', { minute: play.clock })
          : event.sport === 'tennis'
            ? play.points
              ? t('virtualSports.points', { home: play.points[0], away: play.points[1] })
              : t('virtualSports.games', { home: play.score[0], away: play.score[1] })
            : t('virtualSports.race_run', { percent: Math.round(play.fraction * 100) })}
      </p>
      {event.sport === 'racing' ? (
        <RaceTrack event={event} />
      ) : (
        <ol className="virtual-match__incidents" aria-label={t('virtualSports.incidents')}>
          {play.incidents.map((incident, i) => (
            <li key={i} className={`virtual-incident virtual-incident--${incident.side === 0 ? 'home' : 'away'}`}>
              {incident.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
