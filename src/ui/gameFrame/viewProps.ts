/** What the game frame hands every game's view, own round or stepped: the game's table and bounds, the money it plays with. */
export interface GameViewProps<Table> {
  /** The catalogue entry's theme (colours, symbol art), so many entries share one engine. */
  readonly theme: string;
  /** The variant's paytable, reel set or rules, as the server sent it, for the paytable panel. */
  readonly table: Table;
  /** The table's exact RTP with the engine's best play (0..1), shown before the first round. */
  readonly rtp: number;
  readonly currency: string;
  /** Bet bounds in minor units. */
  readonly minBet: number;
  readonly maxBet: number;
  /** Play money (a guest's demo): nothing touches the ledger. */
  readonly demo: boolean;
  /** The balance the round is played from, in minor units (null while unknown). */
  readonly balance: number | null;
}

/**
 * What the game frame (the page inside the sandboxed iframe on the games
 * origin) hands an own-round game's view. The view paints the table and the
 * outcomes the server decided; it computes no rule and no win. Bet, Outcome
 * and Table are the engine's types from src/protocol/casino/<engine>.ts.
 */
export interface OwnRoundViewProps<Bet, Outcome, Table> extends GameViewProps<Table> {
  /**
   * The stake every round is played at now, the bet controls locked (the
   * player's free spins of this game: the operator stakes it); null: the
   * player chooses. Only the slot takes free spins.
   */
  readonly fixedStake?: number | null;
  /** Plays one round on the server; rejects with a PlayRefused the frame shows (limits, balance, a paused game). */
  play(bet: Bet): Promise<PlayedRound<Outcome>>;
}

export interface PlayedRound<Outcome> {
  readonly roundId: string;
  /** What the player staked: 0 for a free spin. */
  readonly stake: number;
  readonly win: number;
  readonly outcome: Outcome;
  /** The balance after the round, in minor units. */
  readonly balance: number;
}
