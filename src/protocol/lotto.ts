import { z } from 'zod';
import { idempotencyKeySchema } from './schemas/wallet';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';

/**
 * Lotto (server/lotto/README.md): lotteries drawn on a fixed timetable, a
 * ticket of one or more lines bought for the next draw before it, each line
 * paid a fixed multiple of the line price by how many of its numbers were
 * drawn. Each draw's seed is committed by its SHA-256 from the start of its
 * sales and revealed with the result. Times are the server's epoch ms.
 */
export const LOTTO_PATHS = {
  /** The lotteries, each with its prize table, return and next draw. */
  lotteries: '/web-api/lotto/lotteries',
  /** Past draws (?lottery= optional) and, signed in, the caller's tickets in them. */
  draws: '/web-api/lotto/draws',
  /** The caller's tickets, every draw (signed in). */
  tickets: '/web-api/lotto/tickets',
  buy: '/web-api/lotto/buy',
} as const;

export const LOTTO_DRAW_STATUSES = ['open', 'drawn', 'no_tickets'] as const;
export type LottoDrawStatus = (typeof LOTTO_DRAW_STATUSES)[number];
export const LOTTO_TICKET_STATUSES = ['pending', 'won', 'lost'] as const;
export type LottoTicketStatus = (typeof LOTTO_TICKET_STATUSES)[number];

export const lotteryIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);
const hash = z.string().regex(/^[0-9a-f]{64}$/);
const ball = z.number().int().min(1).max(99);

/** One row of a prize table: a line with `matches` numbers drawn wins `multiplier` times the line price. */
export const lottoPrizeSchema = z.object({ matches: z.number().int().positive(), multiplier: z.number().int().positive() });
export type LottoPrize = z.infer<typeof lottoPrizeSchema>;

export const lottoDrawSchema = z.object({
  lottery: lotteryIdSchema,
  drawNo: z.number().int().positive(),
  /** When it is drawn; sales close then. */
  drawAt: z.number(),
  status: z.enum(LOTTO_DRAW_STATUSES),
  /** SHA-256 of the draw's seed, shown from the start of its sales. */
  seedHash: hash,
  /** The seed, once the draw is no longer open. */
  seed: z.string().nullable(),
  /** The balls in draw order; null until drawn (and for a draw nobody held a ticket for). */
  balls: z.array(ball).nullable(),
  /** Balls set by a test switch (outside production): such a draw does not verify. */
  fixed: z.boolean(),
  tickets: z.number().int().nonnegative(),
});
export type LottoDraw = z.infer<typeof lottoDrawSchema>;

export const lotterySchema = z.object({
  id: lotteryIdSchema,
  /** Numbers 1..balls; `drawn` of them are drawn and a line picks as many. */
  balls: z.number().int().positive(),
  drawn: z.number().int().positive(),
  linePrice: z.number().int().positive(),
  currency: z.string(),
  maxLines: z.number().int().positive(),
  drawEveryMs: z.number().int().positive(),
  prizes: z.array(lottoPrizeSchema),
  /** The expected return of a line, percent of its price, from the prize table by combinatorics. */
  returnPct: z.number().nonnegative(),
  nextDraw: lottoDrawSchema,
  /** The lottery's clock when read (epoch ms): its countdown runs on it. */
  serverNow: z.number(),
});
export type Lottery = z.infer<typeof lotterySchema>;

export const lotteriesAnswerSchema = z.object({ lotteries: z.array(lotterySchema) });
export type LotteriesAnswer = z.infer<typeof lotteriesAnswerSchema>;

export const lottoTicketSchema = z.object({
  ticketId: z.number().int().positive(),
  lottery: lotteryIdSchema,
  drawNo: z.number().int().positive(),
  drawAt: z.number(),
  lines: z.array(z.array(ball)),
  linePrice: z.number().int().positive(),
  amount: z.number().int().positive(),
  status: z.enum(LOTTO_TICKET_STATUSES),
  /** Numbers drawn per line, once the draw is drawn. */
  matches: z.array(z.number().int().nonnegative()).nullable(),
  win: z.number().int().nonnegative(),
  boughtAt: z.number(),
});
export type LottoTicket = z.infer<typeof lottoTicketSchema>;

export const lottoDrawsAnswerSchema = z.object({ draws: z.array(lottoDrawSchema), myTickets: z.array(lottoTicketSchema) });
export type LottoDrawsAnswer = z.infer<typeof lottoDrawsAnswerSchema>;
export const lottoTicketsAnswerSchema = z.object({ tickets: z.array(lottoTicketSchema) });

export const lottoBuyRequestSchema = z
  .object({
    lottery: lotteryIdSchema,
    /** The draw the player saw open: a ticket never slides into a later draw. */
    drawNo: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    lines: z.array(z.array(ball).min(1).max(20)).min(1).max(20),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();
export type LottoBuyRequest = z.infer<typeof lottoBuyRequestSchema>;
export const lottoBuyAnswerSchema = z.object({ ticket: lottoTicketSchema, balance: z.number().int() });

export const LOTTO_ERROR_CODES = [
  'invalid_request',
  'invalid_lines',
  'too_many_lines',
  'unauthorized',
  'lottery_not_found',
  'sales_closed',
  'account_not_found',
  'wrong_currency',
  'insufficient_balance',
  'limit_exceeded',
  'play_blocked',
  'player_banned',
  'idempotency_conflict',
] as const;
export type LottoErrorCode = (typeof LOTTO_ERROR_CODES)[number];
export const lottoErrorBodySchema = z.object({
  error: z.object({ code: z.enum(LOTTO_ERROR_CODES), message: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
});

// ---- The worker's lotto projection and commands -------------------------

export interface LottoProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly lotteries: readonly Lottery[];
  /** The worker's clock when the lotteries were read: with each lottery's serverNow, countdowns run on the server's time. */
  readonly readAt: number;
  readonly draws: readonly LottoDraw[];
  /** The player's tickets, every draw, newest first (empty for a guest). */
  readonly tickets: readonly LottoTicket[];
  readonly buying: boolean;
  readonly refusal: { readonly lottery: string; readonly code: `lotto.${string}` } | null;
  /** The ticket bought last in this session, so the page confirms it. */
  readonly bought: number | null;
}

export const LOTTO_COMMAND_SCHEMAS = {
  /** Read the lotteries, past draws and the player's tickets (again). */
  'lotto/load': z.object({}),
  'lotto/buy': z.object({
    lottery: lotteryIdSchema,
    drawNo: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    lines: z.array(z.array(ball).min(1).max(20)).min(1).max(20),
  }),
} as const;
type Schemas = typeof LOTTO_COMMAND_SCHEMAS;
export type LottoCommandType = keyof Schemas;
export type LottoCommand = { [T in LottoCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[LottoCommandType];
export const LOTTO_COMMANDS = {
  'lotto/load': { from: 'tab', schema: LOTTO_COMMAND_SCHEMAS['lotto/load'] },
  'lotto/buy': { from: 'tab', schema: LOTTO_COMMAND_SCHEMAS['lotto/buy'] },
} as const satisfies Record<LottoCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    lotto: LottoCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly lotto: LottoProjection;
  }
}
