import {
  virtualPlayOf,
  WINNER_MARKET_TYPE_ID,
  type VirtualMarketKind,
  type VirtualMarketProbs,
  type VirtualPlay,
} from '../../src/core/virtualSports';
import { GAME_STATUS } from '../../src/protocol/schemas/live';
import type { VirtualSport } from '../../src/protocol/virtualSports';
import { MARKET_TYPES, OUTCOME_SHORT } from '../live/catalogueData';
import { coefMilliFrom, type SimGame, type SimMarket } from '../live/world';
import { gameIdOf } from './ids';
import { VIRTUAL_NAMES } from './names';

/**
 * One materialised event: its row, what its seed plays, and its markets as
 * the live world's market objects (so the bets read a virtual outcome as
 * they read a live one). Coefficients come from the play's fair
 * probabilities with the sport's margin, by the live world's coefMilliFrom.
 */
export interface EventRow {
  readonly id: number;
  readonly sport: VirtualSport;
  readonly slot: number;
  readonly chainIndex: number;
  readonly seed: string;
  readonly terminalHash: string;
  readonly salt: string;
  readonly kickOffAt: number;
  readonly endsAt: number;
  readonly settledAt: number | null;
}

export interface VirtualEventState {
  readonly row: EventRow;
  readonly gameId: number;
  readonly play: VirtualPlay;
  /** [English, Russian] of each side; a race's are its league and race number, its runners are below. */
  readonly opponents: readonly [readonly [string, string], readonly [string, string]];
  readonly runners: readonly (readonly [string, string])[];
  readonly markets: readonly SimMarket[];
}

const TYPE_OF: Readonly<Record<Exclude<VirtualMarketKind, 'winner'>, (typeof MARKET_TYPES)[keyof typeof MARKET_TYPES]>> = {
  result: MARKET_TYPES.result,
  doubleChance: MARKET_TYPES.doubleChance,
  handicap: MARKET_TYPES.handicap,
  total: MARKET_TYPES.total,
  bothScore: MARKET_TYPES.bothScore,
};

const WINNER_NAME = ['Winner', 'Победитель'] as const;
const RESULT_OUTCOMES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['1', 'П1'],
  2: ['X', 'X'],
  3: ['2', 'П2'],
  4: ['1X', '1X'],
  5: ['12', '12'],
  6: ['X2', 'X2'],
};

function outcomeName(typeId: number, param: number | null, runners: VirtualEventState['runners']): readonly [string, string] {
  const runner = runners[typeId - 301];
  if (runner) return [`${typeId - 300}. ${runner[0]}`, `${typeId - 300}. ${runner[1]}`];
  return RESULT_OUTCOMES[typeId] ?? OUTCOME_SHORT[typeId]?.(param) ?? [String(typeId), String(typeId)];
}

function simMarkets(
  gameId: number,
  probs: readonly VirtualMarketProbs[],
  margin: number,
  runners: VirtualEventState['runners'],
): SimMarket[] {
  return probs.map((m, i) => {
    const id = gameId * 100 + i + 1;
    const type = m.kind === 'winner' ? null : TYPE_OF[m.kind];
    const scale = m.kind === 'doubleChance' ? 2 : 1;
    const name = type ? type.name : WINNER_NAME;
    return {
      id,
      gameId,
      typeId: type ? type.typeId : WINNER_MARKET_TYPE_ID,
      nameEn: m.param === null ? name[0] : `${name[0]} ${m.param}`,
      nameRu: m.param === null ? name[1] : `${name[1]} ${m.param}`,
      param: m.param,
      isMain: i === 0,
      sortOrder: i,
      margin,
      scale,
      isSuspended: false,
      reopenAt: null,
      probs: m.outcomes.map((o) => o.prob),
      outcomes: m.outcomes.map((o, j) => {
        const [en, ru] = outcomeName(o.typeId, m.param, runners);
        return {
          id: id * 10 + j + 1,
          typeId: o.typeId,
          kind: type ? type.kind : WINNER_MARKET_TYPE_ID,
          nameEn: en,
          nameRu: ru,
          // A double chance's probabilities come halved (two outcomes hold each result), as the live world keeps them.
          coefMilli: coefMilliFrom(o.prob, margin, scale),
        };
      }),
    };
  });
}

export function eventState(row: EventRow, margin: number): VirtualEventState {
  const play = virtualPlayOf(row.sport, row.seed, row.salt);
  const { names, champ } = VIRTUAL_NAMES[row.sport];
  const gameId = gameIdOf(row.id);
  const pick = (i: number): readonly [string, string] => names[i] ?? [String(i), String(i)];
  const runners = play.sport === 'racing' ? play.runners.map(pick) : [];
  const opponents: VirtualEventState['opponents'] =
    play.sport === 'racing'
      ? [
          [`${champ[0]}, race ${row.slot % 1000}`, `${champ[1]}, заезд ${row.slot % 1000}`],
          ['', ''],
        ]
      : [pick(play.teams[0]), pick(play.teams[1])];
  return { row, gameId, play, opponents, runners, markets: simMarkets(gameId, play.markets, margin, runners) };
}

/** The game's status at `now`: line until kick-off, live while it plays, then finished. */
export function statusAt(row: EventRow, now: number): (typeof GAME_STATUS)[keyof typeof GAME_STATUS] {
  if (now < row.kickOffAt) return GAME_STATUS.line;
  return now < row.endsAt ? GAME_STATUS.live : GAME_STATUS.finished;
}

/**
 * The event as a live-world game at `now`, for the bets' catalogue seam:
 * betting closes at kick-off, so every market is suspended from then on.
 */
export function simGameAt(event: VirtualEventState, now: number): SimGame {
  const { row } = event;
  const status = statusAt(row, now);
  const names = VIRTUAL_NAMES[row.sport];
  const open = status === GAME_STATUS.line;
  const played = status === GAME_STATUS.finished;
  return {
    id: event.gameId,
    sportId: names.sportId,
    champId: names.champId,
    opponent1En: event.opponents[0][0],
    opponent1Ru: event.opponents[0][1],
    opponent2En: event.opponents[1][0],
    opponent2Ru: event.opponents[1][1],
    startTime: row.kickOffAt,
    isTop: false,
    hasVideo: false,
    status,
    period: 0,
    periodScores: played ? event.play.periodScores.map((p) => [p[0], p[1]]) : [],
    clockSec: open ? null : Math.floor((Math.min(now, row.endsAt) - row.kickOffAt) / 1000),
    shownSec: null,
    breakLeftSec: 0,
    finishedAt: played ? row.endsAt : null,
    markets: event.markets.map((m) => ({ ...m, isSuspended: !open })),
    createdSeq: 0,
    statusLog: [],
    lastClockEmit: 0,
    events: [],
    nextEventId: 1,
  };
}
