import type { GameViewProps } from './viewProps';

/**
 * What the game frame hands a stepped game's view (video poker, blackjack):
 * the table and the bounds, and the round's calls. The view paints what the
 * server sends (the view of the round, the allowed actions, the win); it
 * computes no rule. Bet, Action, View, Hint and Table are the engine's types
 * from src/protocol/casino/<engine>.ts.
 */
export interface SteppedViewProps<Bet, Action, View, Hint, Table> extends GameViewProps<Table> {
  /** The player's open round of the game, resumed on load (null: none). */
  resume(): Promise<SteppedPlayed<View, Action> | null>;
  /** Starts a round; rejects with a PlayRefused the frame shows. */
  start(bet: Bet): Promise<SteppedPlayed<View, Action>>;
  act(roundId: string, action: Action): Promise<SteppedPlayed<View, Action>>;
  /** The engine's advice on the open round (null: none). */
  hint(roundId: string): Promise<Hint | null>;
}

export interface SteppedPlayed<View, Action> {
  readonly roundId: string;
  /** Everything staked in the round so far. */
  readonly stake: number;
  readonly win: number;
  readonly over: boolean;
  readonly view: View;
  readonly allowed: readonly Action[];
  readonly balance: number;
}
