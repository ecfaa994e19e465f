import { z } from 'zod';

/**
 * Video poker (Jacks or Better): five cards dealt, some of them held, the
 * others replaced from the same shuffled deck, the final hand paid by the
 * paytable. Cards are numbers 0..51 (src/core/casino/cards/deck.ts: rank
 * (rank - 2) * 4 + suit).
 */
export const VIDEO_POKER_HANDS = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacksOrBetter',
] as const;
export type VideoPokerHand = (typeof VIDEO_POKER_HANDS)[number];

export const HAND_SIZE = 5;
/** Holds are a mask of the five positions (bit i: card i held): 32 of them, 0 draws five new cards. */
export const HOLD_COUNT = 2 ** HAND_SIZE;

const card = z.number().int().min(0).max(51);
const holdMask = z
  .number()
  .int()
  .min(0)
  .max(HOLD_COUNT - 1);

/** The bet: one stake in minor units; the paytable multiplies it (the royal flush pays 800 x at every stake). */
export const videoPokerBetSchema = z.object({ stake: z.number().int().positive() });
export type VideoPokerBet = z.infer<typeof videoPokerBetSchema>;

/** The one decision: which cards to hold before the draw. */
export const videoPokerActionSchema = z.object({ type: z.literal('draw'), hold: holdMask });
export type VideoPokerAction = z.infer<typeof videoPokerActionSchema>;

/** A variant's paytable: what each final hand pays, as a multiple of the stake (the stake included). */
export const videoPokerTableSchema = z.object({
  pays: z.record(z.enum(VIDEO_POKER_HANDS), z.number().int().positive()),
});
export type VideoPokerTable = { readonly pays: Readonly<Record<VideoPokerHand, number>> };

/** What the player sees: the five cards on the table, and once drawn, what was held, the hand and its pay. */
export const videoPokerViewSchema = z.object({
  stake: z.number().int().positive(),
  cards: z.array(card).length(HAND_SIZE),
  /** The hold drawn with; null before the draw. */
  held: holdMask.nullable(),
  /** The final hand's name, null before the draw or when it pays nothing. */
  hand: z.enum(VIDEO_POKER_HANDS).nullable(),
  win: z.number().int().nonnegative(),
});
export type VideoPokerView = z.infer<typeof videoPokerViewSchema>;

/** The state the server keeps: the stake, the ten cards the round can ever show (five dealt, five to draw) and the hold. */
export const videoPokerStateSchema = z.object({
  stake: z.number().int().positive(),
  deck: z.array(card).length(2 * HAND_SIZE),
  held: holdMask.nullable(),
});
export type VideoPokerState = z.infer<typeof videoPokerStateSchema>;

/** The hint: each hold's expected return per unit staked (index = hold mask) and the best of them. */
export const videoPokerHintSchema = z.object({
  values: z.array(z.number().nonnegative()).length(HOLD_COUNT),
  best: holdMask,
});
export type VideoPokerHint = z.infer<typeof videoPokerHintSchema>;
