import { z } from 'zod';
import { minorUnits } from '../schemas/bounded';

/**
 * Blackjack's shapes: the bet, the player's actions, the table's rules (data
 * the core plays by and the view states beside the game) and the view of a
 * round the player may see. The round's full state, deck included, stays on
 * the server: `blackjackStateSchema` decodes what it stored.
 */

export const blackjackBetSchema = z.object({ stake: minorUnits().min(1) });
export type BlackjackBet = z.infer<typeof blackjackBetSchema>;

/** The player's decisions: on the hand in play, or on the insurance offered when the dealer shows an ace. */
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'] as const;
export const blackjackActionSchema = z.enum(BLACKJACK_ACTIONS);
export type BlackjackAction = z.infer<typeof blackjackActionSchema>;

/** A payout as a ratio: 3:2 is { win: 3, per: 2 }. */
const ratioSchema = z.object({ win: z.number().int().positive(), per: z.number().int().positive() });

/**
 * A variant's rules. The literals are the rules the engine and its return
 * computation are built for (one deck, a dealer who peeks, one split, split
 * aces one card each, no surrender); the others may differ per variant.
 */
export const blackjackTableSchema = z.object({
  /** Decks shuffled for each round. */
  decks: z.literal(1),
  /** Whether the dealer draws to a soft 17 (false: the dealer stands on every 17). */
  dealerHitsSoft17: z.boolean(),
  /** The dealer looks at the hole card for a blackjack when showing an ace or a ten, before the player plays on. */
  dealerPeeks: z.literal(true),
  /** What a blackjack (an ace and a ten-value card as the first two cards of an unsplit hand) pays. */
  blackjackPays: ratioSchema,
  /** What insurance (half the bet, offered when the dealer shows an ace) pays when the dealer has blackjack. */
  insurancePays: ratioSchema,
  /** Which first two cards may double: all, or those totalling 9 to 11 or 10 to 11 (a soft hand never totals 9 to 11). */
  doubleOn: z.enum(['all', '9-11', '10-11']),
  /** Whether a split hand's first two cards may double too (by the same rule). */
  doubleAfterSplit: z.boolean(),
  /** The most hands a round can have: 2 is one split, no resplit. Two cards of the same value (a king and a ten) split. */
  maxHands: z.literal(2),
  /** Split aces take one card each and stand; an ace and a ten after a split count 21, not blackjack. */
  splitAcesOneCard: z.literal(true),
  /** No surrender, early or late. */
  surrender: z.literal(false),
});
export type BlackjackTable = z.infer<typeof blackjackTableSchema>;

/** A card as the player sees it: 2..10, 11 jack, 12 queen, 13 king, 14 ace; clubs, diamonds, hearts, spades. */
export const blackjackCardSchema = z.object({
  rank: z.number().int().min(2).max(14),
  suit: z.enum(['c', 'd', 'h', 's']),
});
export type BlackjackCard = z.infer<typeof blackjackCardSchema>;

/** A hand's count: the best total not above 21 when there is one, soft when an ace counts 11. */
const countSchema = z.object({ total: z.number().int().min(0).max(31), soft: z.boolean() });

/** How a finished hand ended against the dealer. */
export const BLACKJACK_RESULTS = ['blackjack', 'win', 'push', 'lose', 'bust'] as const;

export const blackjackHandViewSchema = z.object({
  cards: z.array(blackjackCardSchema).max(12),
  count: countSchema,
  /** What the hand stakes now (doubled included), minor units. */
  stake: minorUnits(),
  doubled: z.boolean(),
  /** Once the round is over: how the hand ended and what it paid back, stake included (0 when lost). */
  result: z.enum(BLACKJACK_RESULTS).nullable(),
  pay: minorUnits().nullable(),
});
export type BlackjackHandView = z.infer<typeof blackjackHandViewSchema>;

export const BLACKJACK_PHASES = ['insurance', 'player', 'over'] as const;
export const BLACKJACK_INSURANCE = ['none', 'offered', 'taken', 'declined'] as const;

export const blackjackViewSchema = z.object({
  phase: z.enum(BLACKJACK_PHASES),
  /** The dealer's cards: the hole card is null until the dealer plays (or shows a blackjack). */
  dealer: z.object({ cards: z.array(blackjackCardSchema.nullable()).max(12), count: countSchema }),
  hands: z.array(blackjackHandViewSchema).min(1).max(2),
  /** The hand the player's next action is for (the last one once the round is over). */
  active: z.number().int().min(0).max(1),
  insurance: z.enum(BLACKJACK_INSURANCE),
  /**
   * What insurance costs while offered, its stake once taken (0 otherwise);
   * once over, what it paid back (0 when the dealer had no blackjack).
   */
  insuranceStake: minorUnits(),
  insurancePay: minorUnits().nullable(),
  /** Once over: the round's whole pay, minor units. */
  win: minorUnits().nullable(),
});
export type BlackjackView = z.infer<typeof blackjackViewSchema>;

const storedCard = z.number().int().min(0).max(51);

/** The round's stored state (the server's; never sent to the player, whose share is the view). */
export const blackjackStateSchema = z.object({
  /** The round's deck in the order the seeds shuffled it, and the position of the next card to deal. */
  deck: z.array(storedCard).length(52),
  next: z.number().int().min(4).max(52),
  /** The bet's stake, minor units. */
  stake: minorUnits(),
  /** Up card, hole card, then the cards the dealer drew. */
  dealer: z.array(storedCard).min(2).max(12),
  hands: z
    .array(z.object({ cards: z.array(storedCard).min(1).max(12), stake: minorUnits(), doubled: z.boolean(), done: z.boolean() }))
    .min(1)
    .max(2),
  active: z.number().int().min(0).max(1),
  insurance: z.enum(BLACKJACK_INSURANCE),
  phase: z.enum(BLACKJACK_PHASES),
});
export type BlackjackState = z.infer<typeof blackjackStateSchema>;
