import { z } from 'zod';

/**
 * European roulette, the live-casino table: what a chip on the layout is,
 * a placement of chips in one round's betting window, and the round's
 * outcome. Which numbers form a split, street, corner or line is the core's
 * rule (src/core/casino/roulette/bets.ts); here only the shape.
 */
/** The red pockets of the European wheel (0 is green, the rest black): the core's payouts and the view's colours read this one list. */
export const ROULETTE_RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

const pocket = z.number().int().min(0).max(36);

export const ROULETTE_INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const ROULETTE_EVEN_KINDS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export const ROULETTE_BET_KINDS = [...ROULETTE_INSIDE_KINDS, 'dozen', 'column', ...ROULETTE_EVEN_KINDS] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

export const rouletteBetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(ROULETTE_INSIDE_KINDS), numbers: z.array(pocket).min(1).max(6) }).strict(),
  z.object({ kind: z.enum(['dozen', 'column']), index: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict(),
  z.object({ kind: z.enum(ROULETTE_EVEN_KINDS) }).strict(),
]);
export type RouletteBet = z.infer<typeof rouletteBetSchema>;

/** The most chips one placement carries. */
export const ROULETTE_MAX_CHIPS = 40;

export const roulettePlacementSchema = z
  .object({
    chips: z
      .array(z.object({ bet: rouletteBetSchema, stake: z.number().int().positive() }).strict())
      .min(1)
      .max(ROULETTE_MAX_CHIPS),
  })
  .strict();
export type RoulettePlacement = z.infer<typeof roulettePlacementSchema>;

export const rouletteResultSchema = z.object({ engine: z.literal('roulette'), pocket }).strict();
export type RouletteResult = z.infer<typeof rouletteResultSchema>;
