import type { CasinoEngineId } from '../../protocol/casino/engines';
import type { FairDraws } from './fair';

/**
 * A game whose round takes several of the player's decisions (video poker's
 * hold and draw, blackjack's hit, stand, double, split and insurance). The
 * round's randomness is fixed when it starts: `start` reads the round's fair
 * draws once (a shuffled deck) and keeps what it needs in the state, so every
 * later step is a pure function of the state and the player's action, and a
 * verification replays the recorded actions on the state the revealed seeds
 * give. The server stores the state between steps and settles the ledger:
 * the stake at the start, each action's extra stake (a double, a split, an
 * insurance) with that action, the win when the round is over.
 */
export interface SteppedRoundEngine<Bet, Action, State, View, Table> {
  readonly id: CasinoEngineId;
  /** Each variant's paytable or rule set (protocol/casino/engines.ts names the variants). */
  readonly tables: Readonly<Record<string, Table>>;
  /** What the bet stakes at the start, in minor units. */
  stakeOf(bet: Bet): number;
  /** Null when the bet may be played on this table; otherwise why not (a message key of the engine). */
  refuse(bet: Bet, table: Table): string | null;
  /** The round's first state, from its fair draws (read here and never again). */
  start(draws: FairDraws, bet: Bet, table: Table): State;
  /** The actions the player may take now (none once the round is over). */
  allowed(state: State, table: Table): readonly Action[];
  /** What an action stakes on top of what is already staked, in minor units (0 for most). */
  extraStakeOf(state: State, action: Action, table: Table): number;
  /** The state after the action; only called with an action `allowed` lists. */
  act(state: State, action: Action, table: Table): State;
  /** True once nothing is left to decide: the round pays `winOf`. */
  isOver(state: State): boolean;
  /** What the finished round pays back in minor units, every stake already taken (0 when lost). */
  winOf(state: State, table: Table): number;
  /** What the player may see of the state: never a card still face down or still in the deck. */
  viewOf(state: State, table: Table): View;
  /** The table's exact return to player (0..1) with optimal play, computed from the table, never measured. */
  exactRtp(table: Table): number;
  /**
   * The action the house takes for a player who left the round open past its
   * deadline: one of the allowed actions, staking nothing more, as a careful
   * player would take it (the best hold, a stand). Repeated, it ends the round.
   */
  leftAction(state: State, table: Table): Action;
}
