import { FEATURED_CHAMP_IDS, MARKET_TYPE } from '../../protocol/constants/betting';
import type { ChampGroup } from '../../protocol/live-client';
import type { Champ } from '../../protocol/schemas/live';

/**
 * How the betting pages show what the feed carries, by the player's display
 * preferences: pure rules the worker applies to its live projection, so every
 * tab and page shows the same.
 */

/** "2:1 (1:0, 1:1)" gives ["1:0", "1:1"]: each period's score of a full score as the feed writes it. */
export function periodScoresOf(fullScore: string): string[] {
  const inner = /\(([^)]*)\)\s*$/.exec(fullScore)?.[1];
  if (inner === undefined) return [];
  return inner
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+:\d+$/.test(part));
}

export type RowLayout = 'european' | 'asian';

/**
 * The markets a game's row shows, in order. European: the result (1X2).
 * Asian: the main handicap and the main total, the first of each the game
 * carries (the server lists the main line first); a game with neither keeps
 * the European row rather than an empty one.
 */
export function rowMarketIds(markets: readonly { readonly marketId: number; readonly typeId: number }[], layout: RowLayout): number[] {
  if (layout === 'asian') {
    const handicap = markets.find((m) => m.typeId === MARKET_TYPE.handicap);
    const total = markets.find((m) => m.typeId === MARKET_TYPE.total);
    const ids = [handicap, total].filter((m) => m !== undefined).map((m) => m.marketId);
    if (ids.length > 0) return ids;
  }
  const main = markets.find((m) => m.typeId === MARKET_TYPE.result) ?? markets[0];
  return main ? [main.marketId] : [];
}

const FEATURED: ReadonlySet<number> = new Set(Object.values(FEATURED_CHAMP_IDS));

/** What ordering by start time needs of a game, and what makes it one of the best. */
export interface OrderFacts {
  readonly gameId: number;
  readonly champId: number;
  readonly startTime: number;
  readonly isTop: boolean;
}

/**
 * The best matches: those the catalogue flags top (the same flag that fills
 * the home page), then those of the featured championships (the ones with
 * pages of their own), then the rest. 0 is best.
 */
export function bestRank(game: Pick<OrderFacts, 'champId' | 'isTop'>): number {
  if (game.isTop) return 0;
  return FEATURED.has(game.champId) ? 1 : 2;
}

/** Lists by start time; with best matches on top, the best first and each rank by start time. */
export function compareGames(a: OrderFacts, b: OrderFacts, bestFirst: boolean): number {
  if (bestFirst) {
    const rank = bestRank(a) - bestRank(b);
    if (rank !== 0) return rank;
  }
  return a.startTime - b.startTime || a.gameId - b.gameId;
}

/**
 * Championships under their country (countries in the language's alphabetical
 * order, championships in the catalogue's order within each), or, when the
 * player does not group by country, all of them under no heading.
 */
export function champGroups(champs: readonly Champ[], byCountry: boolean, lang: string): ChampGroup[] {
  if (!byCountry) return champs.length === 0 ? [] : [{ country: null, champs }];
  const byName = new Map<string, Champ[]>();
  for (const champ of champs) {
    const list = byName.get(champ.country);
    if (list) list.push(champ);
    else byName.set(champ.country, [champ]);
  }
  const collator = collatorFor(lang);
  return [...byName.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([country, list]) => ({ country: country === '' ? null : country, champs: list }));
}

const collators = new Map<string, Intl.Collator>();
function collatorFor(lang: string): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    try {
      collator = new Intl.Collator(lang);
    } catch {
      collator = new Intl.Collator('en');
    }
    collators.set(lang, collator);
  }
  return collator;
}
