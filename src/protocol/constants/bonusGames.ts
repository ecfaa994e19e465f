/**
 * The games project's bonus games: mini-games a player plays with
 * a daily free try or with tries a promotion unlocked. Each try draws one
 * prize from its game's table with the casino's provably fair seeds
 * (src/core/bonusGames); the tables, the terms of what is won and the
 * stated expectations are this file's data, read by the server, the core
 * and the pages alike.
 */

/** The games, by their route parameter (bonus-games/:gameRoute and allgamesentrance/:gameRoute). */
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const;
export type BonusGameId = (typeof BONUS_GAMES)[number];

export const isBonusGame = (value: string): value is BonusGameId => (BONUS_GAMES as readonly string[]).includes(value);

/**
 * A prize: nothing, bonus money (minor units of the player's main currency,
 * credited to the bonus account with BONUS_GAME_WAGERING), or free spins of
 * BONUS_GAME_FREE_SPINS' slot at its stake.
 */
export type BonusGamePrize =
  { readonly kind: 'none' } | { readonly kind: 'bonus'; readonly amount: number } | { readonly kind: 'freeSpins'; readonly count: number };

/** One line of a prize table: the prize and its weight; a line's chance is its weight over the table's total. */
export interface BonusGameTableLine {
  readonly weight: number;
  readonly prize: BonusGamePrize;
}

const none: BonusGamePrize = { kind: 'none' };
const bonus = (amount: number): BonusGamePrize => ({ kind: 'bonus', amount });
const spins = (count: number): BonusGamePrize => ({ kind: 'freeSpins', count });
const line = (weight: number, prize: BonusGamePrize): BonusGameTableLine => ({ weight, prize });

/** Every table's weights add up to this: a line of weight w is won w times in this many tries. */
export const BONUS_GAME_TABLE_TOTAL = 1000;

/**
 * The prize tables. Fortuna's wheel draws its segments in this order, each
 * as wide as its weight.
 */
export const BONUS_GAME_TABLES: Readonly<Record<BonusGameId, readonly BonusGameTableLine[]>> = {
  fortuna: [
    line(350, none),
    line(250, bonus(5000)),
    line(100, spins(10)),
    line(150, bonus(10000)),
    line(40, spins(25)),
    line(80, bonus(25000)),
    line(5, spins(50)),
    line(25, bonus(50000)),
  ],
  chest: [line(400, none), line(300, bonus(10000)), line(200, spins(10)), line(100, bonus(30000))],
  memory: [line(300, none), line(350, bonus(5000)), line(250, spins(15)), line(100, bonus(20000))],
  safe: [line(500, none), line(250, bonus(15000)), line(150, spins(20)), line(100, bonus(50000))],
  lottery: [line(450, none), line(300, bonus(5000)), line(150, bonus(15000)), line(80, spins(30)), line(20, bonus(100000))],
  'dragon-bonus': [line(400, none), line(300, spins(10)), line(200, bonus(20000)), line(80, spins(50)), line(20, bonus(75000))],
};

/**
 * What one try is worth on average, as the pages state it: bonus money in
 * minor units and free spins (a property test recomputes both from the table).
 */
export const BONUS_GAME_EXPECTED: Readonly<Record<BonusGameId, { readonly bonus: number; readonly freeSpins: number }>> = {
  fortuna: { bonus: 6000, freeSpins: 2.25 },
  chest: { bonus: 6000, freeSpins: 2 },
  memory: { bonus: 3750, freeSpins: 3.75 },
  safe: { bonus: 8750, freeSpins: 3 },
  lottery: { bonus: 5750, freeSpins: 2.4 },
  'dragon-bonus': { bonus: 5500, freeSpins: 7 },
};

/**
 * How many options a game shows the player to pick from (chests, cards,
 * dial digits, scratch cells, eggs); fortuna is spun, not picked. The pick is
 * presentation: the first draw decides the prize, the next draws what the
 * other options held.
 */
export const BONUS_GAME_OPTIONS: Readonly<Record<BonusGameId, number>> = {
  fortuna: 0,
  chest: 3,
  memory: 6,
  safe: 10,
  lottery: 6,
  'dragon-bonus': 5,
};

/** Bonus money won: a casino bonus wagered on slots (BONUS_WAGERING_TERMS.casino) this many times within `days`. */
export const BONUS_GAME_WAGERING = { wageringMultiplier: 10, days: 7, maxConversionMultiplier: 5 } as const;

/** Free spins won: of this catalogue slot (Book of Sands), each at this stake (minor units), to play within `days`. */
export const BONUS_GAME_FREE_SPINS = { gameId: '1001', stake: 100, days: 7 } as const;

/** Daily free tries: one per player per game per UTC day (the day starts at 00:00 UTC for every player). */
export const BONUS_GAME_DAY_MS = 86_400_000;

/** Tries a promotion may unlock at one opt-in. */
export const BONUS_GAME_MAX_UNLOCKED_TRIES = 20;
