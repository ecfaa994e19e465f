import type { LiveGames } from '../../core/live';
import type { FeedDelta } from '../../protocol/schemas/live';

export interface OutcomeMove {
  readonly dir: 'up' | 'down';
  /** Counts changes, so two rises in a row flash twice. */
  readonly changes: number;
  /** serverTs of the batch that made the change. */
  readonly at: number;
}

function coefOf(games: LiveGames, gameId: number, marketId: number, outcomeId: number): number | undefined {
  const market = games[gameId]?.markets.find((m) => m.marketId === marketId);
  return market?.outcomes.find((o) => o.outcomeId === outcomeId)?.coef;
}

/**
 * Direction of each outcome's last coefficient change, for the flash. Kept
 * by outcome id, only for outcomes the feed still holds.
 */
export class OutcomeMoves {
  private readonly moves = new Map<number, OutcomeMove>();

  get size(): number {
    return this.moves.size;
  }

  get(outcomeId: number): OutcomeMove | undefined {
    return this.moves.get(outcomeId);
  }

  /** Records the coefficient deltas of a batch, given the games before it. */
  note(before: LiveGames, deltas: readonly FeedDelta[], serverTs: number): void {
    for (const delta of deltas) {
      // A game that left the topics takes its moves along: the map holds only what the feed holds.
      if (delta.t === 'removed') {
        for (const market of before[delta.gameId]?.markets ?? []) for (const o of market.outcomes) this.moves.delete(o.outcomeId);
        continue;
      }
      if (delta.t !== 'coef') continue;
      const old = coefOf(before, delta.gameId, delta.marketId, delta.outcomeId);
      if (old === undefined || old === delta.coef) continue;
      const prev = this.moves.get(delta.outcomeId);
      this.moves.set(delta.outcomeId, { dir: delta.coef > old ? 'up' : 'down', changes: (prev?.changes ?? 0) + 1, at: serverTs });
    }
  }

  /** After a snapshot: forget outcomes no longer held. */
  keepOnly(games: LiveGames): void {
    const held = new Set<number>();
    for (const game of Object.values(games)) for (const m of game.markets) for (const o of m.outcomes) held.add(o.outcomeId);
    for (const id of [...this.moves.keys()]) if (!held.has(id)) this.moves.delete(id);
  }
}
