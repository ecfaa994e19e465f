import { z } from 'zod';

/**
 * The video slot's wire shapes: 5 reels x 3 rows, every payline always
 * played. The bet is a stake per line; the round stakes it times the number
 * of paylines, so every line win (line bet x paytable) and scatter win
 * (total stake x paytable) is a whole number of minor units.
 */
export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** UKGC RTS 14: a spin lasts at least this long from the press to the result; no autoplay, turbo or slam-stop shortens it. */
export const SLOT_MIN_SPIN_MS = 2500;
/**
 * The server's side of that rule: a player's next spin of a slot is refused
 * (too_fast) sooner than this after the last. Less than SLOT_MIN_SPIN_MS by
 * the network's jitter: two presses 2.5 s apart may reach the server closer
 * together when the first one's request was the slower.
 */
export const SLOT_SERVER_MIN_GAP_MS = 2000;

export const slotBetSchema = z.object({
  /** Minor units staked on each payline. */
  lineBet: z.number().int().positive(),
});
export type SlotBet = z.infer<typeof slotBetSchema>;

/** A symbol's index into the table's symbols. */
const symbolIndex = z.number().int().nonnegative();

/** The visible window: grid[reel][row], row 0 on top. */
export const slotGridSchema = z.array(z.array(symbolIndex).length(SLOT_ROWS)).length(SLOT_REELS);
export type SlotGrid = z.infer<typeof slotGridSchema>;

export const slotLineWinSchema = z.object({
  /** The payline's index into the table's paylines. */
  line: z.number().int().nonnegative(),
  symbol: symbolIndex,
  /** How many reels from the left the win covers. */
  count: z.number().int().min(1).max(SLOT_REELS),
  /** Minor units, the free spins' multiplier included. */
  pay: z.number().int().positive(),
});
export type SlotLineWin = z.infer<typeof slotLineWinSchema>;

/** One spin's grid and what it paid. */
export const slotSpinSchema = z.object({
  grid: slotGridSchema,
  lineWins: z.array(slotLineWinSchema),
  /** Scatters anywhere on the grid. */
  scatters: z.number().int().nonnegative(),
  scatterPay: z.number().int().nonnegative(),
  /** The spin's whole win in minor units. */
  win: z.number().int().nonnegative(),
});
export type SlotSpin = z.infer<typeof slotSpinSchema>;

export const slotOutcomeSchema = z.object({
  base: slotSpinSchema,
  /** Free spins the base spin awarded (0 when none); they do not award more. */
  freeSpinsAwarded: z.number().int().nonnegative(),
  freeSpins: z.array(slotSpinSchema),
  /** Base spin and every free spin, minor units. */
  totalWin: z.number().int().nonnegative(),
});
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

export const SLOT_SYMBOL_KINDS = ['wild', 'scatter', 'high', 'low'] as const;

export const slotSymbolSchema = z.object({
  /** The theme draws the art for this name (wild, scatter, high1..high4, low1..low5). */
  name: z.string().min(1),
  kind: z.enum(SLOT_SYMBOL_KINDS),
  /**
   * What `count` of it pays, indexed by count (0..5): for a line symbol in
   * line bets, for the scatter in total stakes.
   */
  pays: z.array(z.number().int().nonnegative()).length(SLOT_REELS + 1),
});
export type SlotSymbol = z.infer<typeof slotSymbolSchema>;

export const slotTableSchema = z.object({
  symbols: z.array(slotSymbolSchema).min(3),
  /** Each payline's row on each reel, left to right. */
  paylines: z
    .array(
      z
        .array(
          z
            .number()
            .int()
            .min(0)
            .max(SLOT_ROWS - 1),
        )
        .length(SLOT_REELS),
    )
    .min(1),
  /** Each reel's strip of symbol indices, read downwards and round. */
  reels: z.array(z.array(symbolIndex).min(SLOT_ROWS)).length(SLOT_REELS),
  /** Scatters anywhere in the base spin that award the free spins. */
  freeSpinsScatters: z
    .number()
    .int()
    .min(1)
    .max(SLOT_REELS * SLOT_ROWS),
  freeSpins: z.number().int().nonnegative(),
  /** Every free spin's win is multiplied by this; free spins use the same reels and award no more free spins. */
  freeSpinsMultiplier: z.number().int().positive(),
});
export type SlotTable = z.infer<typeof slotTableSchema>;
