import { FOOTBALL_MINUTES, raceProgress } from '../../src/core/virtualSports';
import type { VirtualEvent, VirtualPlayView } from '../../src/protocol/virtualSports';
import { coefOf, type Lang } from '../live/world';
import { statusAt, type VirtualEventState } from './event';
import { VIRTUAL_NAMES } from './names';

/**
 * An event as the board shows it at `now`: its markets while betting is
 * open, its play as far as it has played (never further: the rest of the
 * seed's play stays on the server), and its seed once it ended.
 */
const pick = (pair: readonly [string, string], lang: Lang): string => (lang === 'ru' ? pair[1] : pair[0]);

function playView(event: VirtualEventState, fraction: number, lang: Lang): VirtualPlayView {
  const { play } = event;
  switch (play.sport) {
    case 'football': {
      const minute = Math.floor(fraction * FOOTBALL_MINUTES);
      const goals = play.goals.filter((g) => g.minute <= minute);
      const score: [number, number] = [0, 0];
      const incidents = goals.map((g) => {
        score[g.side] += 1;
        return { side: g.side, text: `${g.minute}' ${pick(event.opponents[g.side], lang)} ${score[0]}:${score[1]}` };
      });
      return { fraction, score, clock: minute, incidents, points: null, progress: null };
    }
    case 'tennis': {
      const played = play.points.slice(0, Math.floor(fraction * play.points.length));
      const last = played[played.length - 1];
      const incidents = played
        .filter((p) => p.points[0] === '')
        .map((p) => ({ side: p.side, text: `${pick(event.opponents[p.side], lang)} ${p.games[0]}:${p.games[1]}` }));
      return {
        fraction,
        score: last ? [last.games[0], last.games[1]] : [0, 0],
        clock: played.length,
        incidents,
        points: last && last.points[0] !== '' ? [last.points[0], last.points[1]] : null,
        progress: null,
      };
    }
    case 'racing':
      return { fraction, score: [0, 0], clock: 0, incidents: [], points: null, progress: raceProgress(play, fraction) };
  }
}

export function eventView(event: VirtualEventState, now: number, lang: Lang): VirtualEvent {
  const { row } = event;
  const status = statusAt(row, now);
  const phase = status === 1 ? 'betting' : status === 2 ? 'playing' : 'ended';
  const names = VIRTUAL_NAMES[row.sport];
  const fraction = Math.min(1, Math.max(0, (now - row.kickOffAt) / (row.endsAt - row.kickOffAt)));
  return {
    gameId: event.gameId,
    sport: row.sport,
    sportId: names.sportId,
    champId: names.champId,
    champName: pick(names.champ, lang),
    opponent1: pick(event.opponents[0], lang),
    opponent2: pick(event.opponents[1], lang),
    runners: event.runners.map((r, i) => ({ number: i + 1, name: pick(r, lang) })),
    kickOffAt: row.kickOffAt,
    endsAt: row.endsAt,
    phase,
    markets:
      phase === 'betting'
        ? event.markets.map((m) => ({
            marketId: m.id,
            typeId: m.typeId,
            name: lang === 'ru' ? m.nameRu : m.nameEn,
            param: m.param,
            outcomes: m.outcomes.map((o) => ({
              outcomeId: o.id,
              typeId: o.typeId,
              kind: o.kind,
              name: lang === 'ru' ? o.nameRu : o.nameEn,
              coef: coefOf(o.coefMilli),
            })),
          }))
        : [],
    play: phase === 'betting' ? null : playView(event, fraction, lang),
    order: phase === 'ended' && event.play.sport === 'racing' ? [...event.play.order] : null,
    proof: { index: row.chainIndex, terminalHash: row.terminalHash, salt: row.salt, seed: phase === 'ended' ? row.seed : null },
  };
}
