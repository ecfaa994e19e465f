import { z } from 'zod';
import { idempotencyKeySchema } from './schemas/wallet';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';

/**
 * Toto (server/toto/README.md): a pool bet on a draw of real games from the
 * line. The player picks 1, X or 2 for each game (several signs per game
 * multiply the combinations and the stake); the pool after the operator's
 * margin is shared by the tiers of right signs. A section (the address's
 * totoSection, `main` by default) is one kind of draw with its own currency,
 * stake and games. Times are the server's epoch ms; `serverNow` gives the
 * client its offset.
 */
export const TOTO_SIGNS = ['1', 'X', '2'] as const;
export type TotoSign = (typeof TOTO_SIGNS)[number];
/** A game's outcome for the draw: a sign, or void (never played: every sign picked on it is right). */
export type TotoResult = TotoSign | 'void';
export const TOTO_DEFAULT_SECTION = 'main';

export const TOTO_PATHS = {
  /** ?section=&lang=: the draw taking coupons (opened when none is), the draw in play, the jackpot. */
  section: '/web-api/toto/section',
  /** ?section=&lang=: the settled draws, newest first, with results and payouts. */
  draws: '/web-api/toto/draws',
  /** ?section=: the caller's coupons, newest first. */
  coupons: '/web-api/toto/coupons',
  /** ?drawId=&lang=: per game the line odds and how many coupons picked each sign. */
  nominees: '/web-api/toto/nominees',
  buy: '/web-api/toto/buy',
} as const;

export const totoSectionId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const sign = z.enum(TOTO_SIGNS);
const result = z.enum([...TOTO_SIGNS, 'void']);
const money = z.number().int().nonnegative();

export const totoGameSchema = z.object({
  gameId: z.number().int().positive(),
  sport: z.string(),
  champ: z.string(),
  team1: z.string(),
  team2: z.string(),
  startTime: z.number().int(),
  /** The line's odds for 1, X and 2 when the draw was made (decimals); X is null in a sport without draws. */
  odds: z.tuple([z.number(), z.number().nullable(), z.number()]).nullable(),
  /** Null until the game is over. */
  result: result.nullable(),
});
export type TotoGame = z.infer<typeof totoGameSchema>;

export const totoTierSchema = z.object({
  hits: z.number().int().nonnegative(),
  amount: money,
  winners: money,
  perCombination: money,
  carried: money,
});
export type TotoTier = z.infer<typeof totoTierSchema>;

export const TOTO_DRAW_STATUSES = ['open', 'closed', 'settled', 'cancelled'] as const;
export type TotoDrawStatus = (typeof TOTO_DRAW_STATUSES)[number];

export const totoDrawSchema = z.object({
  drawId: z.number().int().positive(),
  section: totoSectionId,
  currency: z.string(),
  /** open: taking coupons until closesAt (the first game's start); closed: its games are played; settled or cancelled (stakes returned). */
  status: z.enum(TOTO_DRAW_STATUSES),
  closesAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  games: z.array(totoGameSchema),
  coupons: money,
  stakes: money,
  /** Carried in from earlier draws, added to the top tier. */
  jackpot: money,
  /** Stakes less the margin. */
  pool: money,
  /** Once settled, per tier (every game right first). */
  tiers: z.array(totoTierSchema).nullable(),
  carryOver: money.nullable(),
});
export type TotoDraw = z.infer<typeof totoDrawSchema>;

export const totoSectionInfoSchema = z.object({
  id: totoSectionId,
  currency: z.string(),
  games: z.number().int().positive(),
  stakePerCombination: z.number().int().positive(),
  maxCombinations: z.number().int().positive(),
  marginPct: z.number().nonnegative(),
  sharesPct: z.array(z.number().nonnegative()),
  voidLimit: z.number().int().nonnegative(),
});
export type TotoSectionInfo = z.infer<typeof totoSectionInfoSchema>;

export const totoSectionAnswerSchema = z.object({
  section: totoSectionInfoSchema,
  /** The draw taking coupons; null when the line has too few games for one. */
  open: totoDrawSchema.nullable(),
  /** The oldest draw not settled yet when it is closed (its games are being played); the open one is then the next. */
  inPlay: totoDrawSchema.nullable(),
  /** What the next draw's top tier gets on top of its share: carried over and not yet in a draw. */
  jackpot: money,
  serverNow: z.number().int(),
});
export type TotoSectionAnswer = z.infer<typeof totoSectionAnswerSchema>;

export const totoDrawsAnswerSchema = z.object({ draws: z.array(totoDrawSchema) });

export const TOTO_COUPON_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export const totoCouponSchema = z.object({
  couponId: z.number().int().positive(),
  drawId: z.number().int().positive(),
  picks: z.array(z.array(sign).min(1).max(3)),
  combinations: z.number().int().positive(),
  amount: money,
  currency: z.string(),
  createdAt: z.number().int(),
  status: z.enum(TOTO_COUPON_STATUSES),
  /** Once settled: the most right signs of its combinations, and combinations per number of right signs. */
  hits: z.number().int().nonnegative().nullable(),
  distribution: z.array(money).nullable(),
  prize: money,
});
export type TotoCoupon = z.infer<typeof totoCouponSchema>;
export const totoCouponsAnswerSchema = z.object({ coupons: z.array(totoCouponSchema) });

export const totoNomineeSchema = z.object({
  game: totoGameSchema,
  /** Coupons that picked 1, X and 2 on this game. */
  picks: z.tuple([money, money, money]),
});
export const totoNomineesAnswerSchema = z.object({ draw: totoDrawSchema, nominees: z.array(totoNomineeSchema) });
export type TotoNominees = z.infer<typeof totoNomineesAnswerSchema>;

export const totoBuyRequestSchema = z
  .object({
    section: totoSectionId,
    drawId: z.number().int().positive(),
    /** Per game of the draw, in its order, the signs picked. */
    picks: z.array(z.array(sign).min(1).max(3)).min(1).max(30),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();
export type TotoBuyRequest = z.infer<typeof totoBuyRequestSchema>;
export const totoBuyAnswerSchema = z.object({ coupon: totoCouponSchema, balance: z.number().int() });

export const TOTO_ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'section_not_found',
  'draw_not_found',
  'draw_closed',
  'wrong_picks',
  'too_many_combinations',
  'account_not_found',
  'wrong_currency',
  'insufficient_balance',
  'limit_exceeded',
  'play_blocked',
  'player_banned',
  'idempotency_conflict',
  'live_unavailable',
] as const;
export type TotoErrorCode = (typeof TOTO_ERROR_CODES)[number];
export const totoErrorBodySchema = z.object({
  error: z.object({ code: z.enum(TOTO_ERROR_CODES), message: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
});

// ---- The worker's toto projection and commands --------------------------

export type TotoLoad<T> = { readonly status: 'idle' | 'loading' | 'ready' | 'failed'; readonly data: T | null };

export interface TotoProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  /** The section last read, its draws, the caller's coupons and a draw's nominees. */
  readonly section: string;
  readonly current: TotoLoad<TotoSectionAnswer> & { readonly receivedAt: number };
  readonly draws: TotoLoad<readonly TotoDraw[]>;
  readonly coupons: TotoLoad<readonly TotoCoupon[]>;
  readonly nominees: TotoLoad<TotoNominees>;
  readonly buying: boolean;
  /** The last coupon bought in this session of the page. */
  readonly bought: TotoCoupon | null;
  readonly refusal: `toto.${string}` | null;
}

export const TOTO_COMMAND_SCHEMAS = {
  /** Read the section (opening a draw when none is), its settled draws, the caller's coupons or a draw's nominees. */
  'toto/read': z.object({
    section: totoSectionId,
    what: z.enum(['section', 'draws', 'coupons', 'nominees']),
    drawId: z.number().int().positive().optional(),
    /** The page's language: the games' names come in it where the catalogue has it. */
    lang: z.string().regex(/^[a-z]{2}$/),
  }),
  'toto/buy': z.object({
    section: totoSectionId,
    drawId: z.number().int().positive(),
    picks: z.array(z.array(sign).min(1).max(3)).max(30),
  }),
} as const;
type Schemas = typeof TOTO_COMMAND_SCHEMAS;
export type TotoCommandType = keyof Schemas;
export type TotoCommand = { [T in TotoCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[TotoCommandType];
export const TOTO_COMMANDS = {
  'toto/read': { from: 'tab', schema: TOTO_COMMAND_SCHEMAS['toto/read'] },
  'toto/buy': { from: 'tab', schema: TOTO_COMMAND_SCHEMAS['toto/buy'] },
} as const satisfies Record<TotoCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    toto: TotoCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly toto: TotoProjection;
  }
}
