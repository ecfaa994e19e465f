import { z } from 'zod';
import { idText } from '../schemas/bounded';
import { CASINO_ENGINE_IDS } from './engines';
import { FRAME_API_PATH, verifyRequestSchema } from './play';

/**
 * The stepped-round pipe (video poker, blackjack): a round the player starts
 * with a bet and plays on with actions until it is over, each call answered
 * with what the player may see and do. Bets, actions, views and hints are the
 * engine's (src/protocol/casino/steppedSchemas.ts), carried here as JSON.
 */
/**
 * How long a stepped round may stay open before the house plays it out with
 * the engine's careful action: a day, long enough for a player who lost the
 * connection mid-hand to come back to it, short enough that no stake waits on
 * a player who never does. The games' rules state it.
 */
export const STEPPED_ROUND_DEADLINE_MS = 24 * 60 * 60_000;

export const FRAME_STEPPED_PATHS = {
  /** GET: the player's open round of the launched game (null when none): a reload resumes it. */
  open: `${FRAME_API_PATH}/stepped/open`,
  /** POST: starts a round, the stake debited. */
  start: `${FRAME_API_PATH}/stepped/start`,
  /** POST: one action of the open round (its extra stake debited; the win credited when it ends the round). */
  act: `${FRAME_API_PATH}/stepped/act`,
  /** POST: the engine's advice for the open round (video poker: each hold's expected return). */
  hint: `${FRAME_API_PATH}/stepped/hint`,
  /** POST: replays recorded actions on the round the given seeds deal (the verify panel). */
  verify: `${FRAME_API_PATH}/stepped/verify`,
} as const;

/** The most actions a round takes (blackjack's splits and hits included): a replay request is bounded by it. */
export const MAX_STEPPED_ACTIONS = 60;

export const steppedRoundSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  engine: z.enum(CASINO_ENGINE_IDS as [string, ...string[]]),
  variant: z.string(),
  demo: z.boolean(),
  /** Everything staked so far: the bet and each action's extra stake, minor units. */
  stake: z.number().int().positive(),
  /** What the round paid back, once over (0 before). */
  win: z.number().int().nonnegative(),
  over: z.boolean(),
  /** What the player may see (never a card still face down). */
  view: z.unknown(),
  /** The actions the player may take now (none once over). */
  allowed: z.array(z.unknown()),
  /** The actions taken, in order: with the revealed seeds they replay the round. */
  actions: z.array(z.unknown()),
  currency: z.string(),
  nonce: z.number().int().nonnegative(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  startedAt: z.number().int(),
});
export type SteppedRound = z.infer<typeof steppedRoundSchema>;

/** A finished stepped round's outcome in its record (casino_round): the final view and the actions that led to it. */
export const steppedOutcomeSchema = z.object({ view: z.unknown(), actions: z.array(z.unknown()).max(MAX_STEPPED_ACTIONS) });

export const steppedStartRequestSchema = z.object({ bet: z.unknown(), idempotencyKey: idText(64) });
export const steppedActRequestSchema = z.object({ roundId: idText(12), action: z.unknown(), idempotencyKey: idText(64) });
export const steppedHintRequestSchema = z.object({ roundId: idText(12) });

/** The round after the call and the balance it left. */
export const steppedAnswerSchema = z.object({ round: steppedRoundSchema, balance: z.number().int() });
export type SteppedAnswer = z.infer<typeof steppedAnswerSchema>;

export const steppedOpenAnswerSchema = z.object({ round: steppedRoundSchema.nullable() });
export const steppedHintAnswerSchema = z.object({ hint: z.unknown() });

export const steppedVerifyRequestSchema = verifyRequestSchema.extend({ actions: z.array(z.unknown()).max(MAX_STEPPED_ACTIONS) });
export const steppedVerifyAnswerSchema = z.object({
  serverSeedHash: z.string(),
  /** The replayed round's final view and win. */
  view: z.unknown(),
  win: z.number().int().nonnegative(),
  over: z.boolean(),
  draws: z.number().int(),
});
export type SteppedVerifyAnswer = z.infer<typeof steppedVerifyAnswerSchema>;
