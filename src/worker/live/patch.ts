import type {
  LiveGamePatch,
  LiveGameView,
  LiveMarketView,
  LiveOutcomeView,
  LiveProjection,
  LiveProjectionPatch,
} from '../../protocol/live-client';

type Rest = Omit<LiveProjection, 'games' | 'lists'>;
const REST_KEYS: readonly (keyof Rest)[] = ['feed', 'display', 'topics', 'filteredOut', 'catalogue', 'inCoupon', 'watchIds'];
type GameFields = Omit<LiveGameView, 'markets'>;

function diffRecord<V>(prev: Readonly<Record<string, V>>, next: Readonly<Record<string, V>>): Record<string, V | null> | null {
  if (prev === next) return null;
  let out: Record<string, V | null> | null = null;
  for (const key of Object.keys(next)) {
    const value = next[key] as V;
    if (prev[key] !== value) (out ??= {})[key] = value;
  }
  for (const key of Object.keys(prev)) if (!(key in next)) (out ??= {})[key] = null;
  return out;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** A field of the game header, equal by value (its arrays are rebuilt with every view). */
function sameField(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return Array.isArray(a) && Array.isArray(b) && sameList(a, b);
}

function sameMarketHeader(a: LiveMarketView, b: LiveMarketView): boolean {
  return (
    a.marketId === b.marketId &&
    a.typeId === b.typeId &&
    a.name === b.name &&
    a.param === b.param &&
    a.isSuspended === b.isSuspended &&
    a.outcomes.length === b.outcomes.length &&
    a.outcomes.every((o, i) => o.outcomeId === (b.outcomes[i] as LiveOutcomeView).outcomeId)
  );
}

/**
 * A changed game as the parts that changed, or null when its shape changed
 * (other markets, outcomes or header keys) and the whole view must go. The
 * live service keeps every unchanged market and outcome view the same
 * object, so the walk is by reference below the game.
 */
function diffGame(prev: LiveGameView, next: LiveGameView): LiveGamePatch | null {
  if (prev.markets.length !== next.markets.length) return null;
  const prevKeys = Object.keys(prev);
  const nextKeys = Object.keys(next);
  if (prevKeys.length !== nextKeys.length) return null;
  const set: Partial<Record<keyof GameFields, unknown>> = {};
  for (const key of nextKeys as (keyof LiveGameView)[]) {
    if (key === 'markets') continue;
    if (!(key in prev)) return null;
    if (!sameField(prev[key], next[key])) set[key] = next[key];
  }
  const markets: Record<number, LiveMarketView> = {};
  const outcomes: Record<number, Record<number, LiveOutcomeView>> = {};
  next.markets.forEach((market, i) => {
    const before = prev.markets[i] as LiveMarketView;
    if (before === market) return;
    if (before.marketId !== market.marketId) {
      markets[i] = market;
      return;
    }
    if (!sameMarketHeader(before, market)) {
      markets[i] = market;
      return;
    }
    market.outcomes.forEach((outcome, j) => {
      if (before.outcomes[j] !== outcome) (outcomes[i] ??= {})[j] = outcome;
    });
  });
  return { set: set as LiveGamePatch['set'], markets, outcomes };
}

/**
 * What a tab holding `prev` needs to hold `next`. By reference: the live
 * service keeps every unchanged game view, list and field the same object,
 * so this is cheap and exact. A game that moved in place goes as its changed
 * parts, not its whole view. Null when nothing changed.
 */
export function diffLiveProjection(prev: LiveProjection, next: LiveProjection): LiveProjectionPatch | null {
  if (prev === next) return null;
  const set: Partial<Record<keyof Rest, unknown>> = {};
  let changed = false;
  for (const key of REST_KEYS) {
    if (prev[key] === next[key]) continue;
    set[key] = next[key];
    changed = true;
  }
  const changedGames = diffRecord(prev.games, next.games);
  let games: Record<string, LiveGameView | null> | null = null;
  let gameParts: Record<string, LiveGamePatch> | null = null;
  for (const [key, view] of Object.entries(changedGames ?? {})) {
    const before = prev.games[key];
    const parts = view && before ? diffGame(before, view) : null;
    if (parts) (gameParts ??= {})[key] = parts;
    else (games ??= {})[key] = view;
  }
  const lists = diffRecord(prev.lists, next.lists);
  if (!changed && !games && !gameParts && !lists) return null;
  return { set: set as LiveProjectionPatch['set'], games: games ?? {}, gameParts: gameParts ?? {}, lists: lists ?? {} };
}
