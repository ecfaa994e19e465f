import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';
import { CASHBACK_PROGRAM_IDS } from './constants/cashback';
import type { CashbackAnswer, RewardItem } from './schemas/cashback';

/**
 * The player's cashback programs and rewards timeline as tabs see them
 * (office/cashback, office/casino/vipcashback, office/casino/premiumcashback,
 * office/rewards). The worker (src/worker/cashback) reads them when a page
 * asks and again whenever the player's channel tells of a payout or a bonus,
 * so every open tab shows the same.
 */
export interface CashbackProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  /** Null until the first read. */
  readonly cashback: CashbackAnswer | null;
  readonly cashbackFailed: boolean;
  /** Null until the first read. */
  readonly rewards: readonly RewardItem[] | null;
  readonly rewardsCursor: number | null;
  readonly rewardsFailed: boolean;
  /** The club points exchange: on its way, done (what it bought) or refused (a `wallet.*` code and its values). */
  readonly exchange: PointsExchangeState;
}

export type PointsExchangeState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending'; readonly points: number; readonly currency: string }
  | { readonly status: 'done'; readonly points: number; readonly amount: number; readonly currency: string }
  | { readonly status: 'refused'; readonly code: string; readonly params: Readonly<Record<string, string | number>> };

export const CASHBACK_COMMAND_SCHEMAS = {
  /** Read the programs again (a page opened, a failed read). */
  'cashback/reload': z.object({}),
  /** The next page of one program's payouts. */
  'cashback/more': z.object({ program: z.enum(CASHBACK_PROGRAM_IDS) }),
  /** Read the rewards timeline again. */
  'cashback/rewards': z.object({}),
  /** The next page of the rewards timeline. */
  'cashback/moreRewards': z.object({}),
  /** Spend club points for a sport bonus in one of the player's currencies. */
  'cashback/exchange': z.object({ points: z.number().int().positive(), currency: z.string().regex(/^[A-Z]{3}$/) }),
} as const;
type Schemas = typeof CASHBACK_COMMAND_SCHEMAS;
export type CashbackCommandType = keyof Schemas;
export type CashbackCommand = { [T in CashbackCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[CashbackCommandType];
export const CASHBACK_COMMANDS = {
  'cashback/reload': { from: 'tab', schema: CASHBACK_COMMAND_SCHEMAS['cashback/reload'] },
  'cashback/more': { from: 'tab', schema: CASHBACK_COMMAND_SCHEMAS['cashback/more'] },
  'cashback/rewards': { from: 'tab', schema: CASHBACK_COMMAND_SCHEMAS['cashback/rewards'] },
  'cashback/moreRewards': { from: 'tab', schema: CASHBACK_COMMAND_SCHEMAS['cashback/moreRewards'] },
  'cashback/exchange': { from: 'tab', schema: CASHBACK_COMMAND_SCHEMAS['cashback/exchange'] },
} as const satisfies Record<CashbackCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    cashback: CashbackCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly cashback: CashbackProjection;
  }
}
