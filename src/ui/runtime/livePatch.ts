import type { LiveGamePatch, LiveGameView, LiveMarketView, LiveProjection, LiveProjectionPatch } from '../../protocol/live-client';
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
function patchGame(game: LiveGameView, { set, markets: whole, outcomes: moved }: LiveGamePatch): LiveGameView {
  const markets = game.markets.slice();
  for (const i in whole) markets[+i] = whole[+i] as LiveMarketView;
  for (const i in moved) {
    const market = markets[+i] as LiveMarketView;
    const outcomes = market.outcomes.slice();
    for (const j in moved[+i]) outcomes[+j] = moved[+i]![+j]!;
    markets[+i] = { ...market, outcomes };
  }
  return { ...game, ...set, markets };
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
  const changed: Record<string, LiveGameView | null> = { ...patch.games };
  // A patch against a game this tab does not hold cannot happen with one subscription; it is skipped, not invented.
  for (const key in patch.gameParts) if (prev.games[key]) changed[key] = patchGame(prev.games[key], patch.gameParts[key]!);
  const games = patchRecord(prev.games, changed, livePart.game, parts);
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
