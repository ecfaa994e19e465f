import type { SharedBet, SharedHistoryAnswer, SharedRound } from '../../protocol/casino/shared';

/**
 * What the game frame hands a shared-round game's view (crash, roulette):
 * the table's round as it changes (the frame owns the stream), the player's
 * bets and money. The view paints what the server decided and computes no
 * win. Placement is the table's: CrashPlacement or RoulettePlacement.
 */
export interface SharedRoundViewProps<Placement> {
  readonly currency: string;
  /** Minor units: the least bet (or chip) and the most one placement stakes. */
  readonly minBet: number;
  readonly maxBet: number;
  /** Play money (a guest's demo): nothing touches the ledger. */
  readonly demo: boolean;
  /** The balance in minor units (null while unknown). */
  readonly balance: number | null;
  /** Calls back with the round now and on every change; returns the unsubscribe. */
  subscribe(onRound: (round: SharedRound) => void): () => void;
  /** The player's bets in the round now (after a reload they are shown again). */
  myBets(): Promise<readonly SharedBet[]>;
  /** The last ended rounds (the round and the 9 before it) with the player's bets in them. */
  history(): Promise<SharedHistoryAnswer>;
  /** Rejects with the refusal the frame shows (limits, balance, a closed window, a paused game). */
  placeBet(placement: Placement): Promise<{ readonly bet: SharedBet; readonly balance: number }>;
  /** Crash only: the player's own cash-out, at the server's time. */
  cashOut?(betId: number): Promise<{ readonly bet: SharedBet; readonly balance: number }>;
}
