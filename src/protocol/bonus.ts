import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';
import { BONUS_PRODUCTS } from './constants/bonus';
import type { BonusView, FreeSpinGrantView, ReloadOffer } from './schemas/bonus';

/** One bonus as the office pages draw it: the server's view and what is left to stake (the core's wageringLeft). */
export interface BonusItem extends BonusView {
  readonly left: number;
  /** Wagered of the requirement, 0 to 100 (whole percent, floored). */
  readonly percent: number;
}

/**
 * The player's bonuses as tabs see them (office/bonuses/deposit and
 * office/bonuses/wager). The worker (src/worker/bonus) reads them at sign-in
 * and whenever the player's channel tells of a bonus (a stake counted in one
 * tab, a conversion, an expiry, a forfeit), so every tab shows the same
 * progress; a forfeit goes through the worker, which holds the session.
 */
export interface BonusProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  /** Null until the first read. */
  readonly active: readonly BonusItem[] | null;
  /** Free-spins grants still to play (and ended ones whose wins wait to be credited), the soonest to expire first. */
  readonly freeSpins: readonly FreeSpinGrantView[];
  readonly history: readonly BonusItem[];
  /** More history after this (the page's "more" button). */
  readonly nextCursor: number | null;
  readonly failed: boolean;
  /** The bonus whose forfeit is on its way. */
  readonly forfeiting: number | null;
  /** The last refused forfeit or reload opt-in, with its code (`wallet.*`). */
  readonly refusal: { readonly action: 'forfeit' | 'reload'; readonly code: string } | null;
  /** The reload bonus on offer and what the player opted in for; null when none is offered. */
  readonly reloadOffer: ReloadOffer | null;
  /** An opt-in (or out) is on its way. */
  readonly optingIn: boolean;
}

export const BONUS_COMMAND_SCHEMAS = {
  /** Read the bonuses again (a page opened, a failed read). */
  'bonus/reload': z.object({}),
  /** The next page of the history. */
  'bonus/more': z.object({}),
  /** Give bonus `bonusId` up (the page asked the player to confirm). */
  'bonus/forfeit': z.object({ bonusId: z.number().int().positive() }),
  /** Opt in for the next deposit's reload bonus, wagered on `product`; null opts out. */
  'bonus/optInReload': z.object({ product: z.enum(BONUS_PRODUCTS).nullable() }),
} as const;
type Schemas = typeof BONUS_COMMAND_SCHEMAS;
export type BonusCommandType = keyof Schemas;
export type BonusCommand = { [T in BonusCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[BonusCommandType];
export const BONUS_COMMANDS = {
  'bonus/reload': { from: 'tab', schema: BONUS_COMMAND_SCHEMAS['bonus/reload'] },
  'bonus/more': { from: 'tab', schema: BONUS_COMMAND_SCHEMAS['bonus/more'] },
  'bonus/forfeit': { from: 'tab', schema: BONUS_COMMAND_SCHEMAS['bonus/forfeit'] },
  'bonus/optInReload': { from: 'tab', schema: BONUS_COMMAND_SCHEMAS['bonus/optInReload'] },
} as const satisfies Record<BonusCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    bonus: BonusCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly bonus: BonusProjection;
  }
}
