import { z } from 'zod';
import { minorUnits } from '../schemas/bounded';

/**
 * The scratch card: a 3 x 3 card of symbols, each cell drawn on its own from
 * the variant's weighted symbols; every symbol found at least
 * SCRATCH_MATCH times pays its prize (a multiple of the stake).
 */
export const SCRATCH_CELLS = 9;
export const SCRATCH_MATCH = 3;

export const scratchBetSchema = z.object({ stake: minorUnits().min(1) });
export type ScratchBet = z.infer<typeof scratchBetSchema>;

export const scratchSymbolSchema = z.object({
  id: z.string().min(1).max(24),
  /** Chance weight of the symbol in each cell, out of the table's total weight. */
  weight: z.number().int().positive(),
  /** What SCRATCH_MATCH or more of it pay, as a multiple of the stake. */
  prize: z.number().int().nonnegative(),
});
export type ScratchSymbol = z.infer<typeof scratchSymbolSchema>;

export const scratchTableSchema = z.object({ symbols: z.array(scratchSymbolSchema).min(2).max(16) });
export type ScratchTable = z.infer<typeof scratchTableSchema>;

export const scratchOutcomeSchema = z.object({
  /** The card's symbols, row by row. */
  cells: z.array(z.string()).length(SCRATCH_CELLS),
  /** Each winning symbol, its prize multiple and the cells that show it. */
  wins: z.array(z.object({ symbol: z.string(), prize: z.number().int().nonnegative(), cells: z.array(z.number().int()) })),
});
export type ScratchOutcome = z.infer<typeof scratchOutcomeSchema>;
