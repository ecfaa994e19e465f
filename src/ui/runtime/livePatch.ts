import type {
  LiveGamePatch,
  LiveGameView,
  LiveMarketView,
  LiveOutcomeView,
  LiveProjection,
  LiveProjectionPatch,
} from '../../protocol/live-client';
import { structuralShare } from './structuralShare';

/** The part of the live projection a reader follows: one game, one list, or a field. */
export const livePart = {
  game: (gameId: number | string) => `game:${gameId}`,
  list: (topic: string) => `list:${topic}`,
  field: (name: keyof Omit<LiveProjection, 'games' | 'lists'>) => `field:${name}`,
};

function patchRecord<V>(
  prev: Readonly<Record<string, V>>,
  changes: Readonly<Record<string, V | null>>,
  part: (key: string) => string,
  parts: string[],
): Readonly<Record<string, V>> {
  const keys = Object.keys(changes);
  if (keys.length === 0) return prev;
  const next: Record<string, V> = { ...prev };
  let changed = false;
  for (const key of keys) {
    const value = changes[key];
    if (value === null || value === undefined) {
      if (!(key in next)) continue;
      delete next[key];
    } else {
      // Shared with what the tab holds: an outcome that did not move keeps its object, so its button does not render again.
      const shared: V = structuralShare(prev[key] as V, value);
      if (shared === prev[key]) continue;
      next[key] = shared;
    }
    changed = true;
    parts.push(part(key));
  }
  return changed ? next : prev;
}

/** A held game with the parts that moved in place: every market and outcome not named keeps its object. */
function patchGame(game: LiveGameView, patch: LiveGamePatch): LiveGameView {
  const marketIndexes = Object.keys(patch.markets);
  const outcomeIndexes = Object.keys(patch.outcomes);
  let markets = game.markets;
  if (marketIndexes.length > 0 || outcomeIndexes.length > 0) {
    const next = markets.slice();
    for (const i of marketIndexes) {
      const market = patch.markets[Number(i)] as LiveMarketView;
      next[Number(i)] = structuralShare<LiveMarketView>(next[Number(i)] ?? market, market);
    }
    for (const i of outcomeIndexes) {
      const market = next[Number(i)] as LiveMarketView;
      const outcomes = market.outcomes.slice();
      for (const [j, outcome] of Object.entries(patch.outcomes[Number(i)] ?? {})) {
        outcomes[Number(j)] = structuralShare<LiveOutcomeView>(outcomes[Number(j)] ?? outcome, outcome);
      }
      next[Number(i)] = { ...market, outcomes };
    }
    markets = next;
  }
  return { ...game, ...structuralShare(pick(game, patch.set), patch.set), markets };
}

/** The fields of `game` a patch names, so equal arrays among them (period scores) keep their objects. */
function pick(game: LiveGameView, set: LiveGamePatch['set']): LiveGamePatch['set'] {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(set)) out[key] = game[key as keyof LiveGameView];
  return out as LiveGamePatch['set'];
}

function patchGames(prev: LiveProjection['games'], patches: LiveProjectionPatch['gameParts'], parts: string[]): LiveProjection['games'] {
  const keys = Object.keys(patches);
  if (keys.length === 0) return prev;
  const next = { ...prev };
  for (const key of keys) {
    const game = next[key];
    // A patch against a game this tab does not hold cannot happen with one subscription; skip rather than invent one.
    if (!game) continue;
    next[key] = patchGame(game, patches[key] as LiveGamePatch);
    parts.push(livePart.game(key));
  }
  return next;
}

/**
 * The live projection after a patch from the host, with structural sharing,
 * and the parts that changed (so only their readers are told).
 */
export function applyLivePatch(
  prev: LiveProjection,
  patch: LiveProjectionPatch,
): { readonly value: LiveProjection; readonly parts: readonly string[] } {
  const parts: string[] = [];
  const games = patchGames(patchRecord(prev.games, patch.games, livePart.game, parts), patch.gameParts, parts);
  const lists = patchRecord(prev.lists, patch.lists, livePart.list, parts);
  let value: LiveProjection = games === prev.games && lists === prev.lists ? prev : { ...prev, games, lists };
  for (const [key, next] of Object.entries(patch.set) as [keyof LiveProjectionPatch['set'], unknown][]) {
    const shared = structuralShare(prev[key] as unknown, next);
    if (shared === prev[key]) continue;
    value = { ...value, [key]: shared };
    parts.push(livePart.field(key));
  }
  return { value, parts };
}
