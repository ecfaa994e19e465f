import type { LiveGames } from '../../core/live';
import type { Game } from '../../protocol/schemas/live';
import { listOf } from './view';

/**
 * The fields of a game that a topic's list reads: which topics it belongs
 * to, its place in the order, and whether the player's office settings hide
 * or lift it. Odds and scores are not among them, so the feed's usual frame
 * (odds moved, a clock ticked) leaves every list as it was.
 */
function sameListFacts(a: Game, b: Game): boolean {
  return (
    a.gameId === b.gameId &&
    a.sportId === b.sportId &&
    a.champId === b.champId &&
    a.isTop === b.isTop &&
    a.status === b.status &&
    a.startTime === b.startTime &&
    a.team1Slug === b.team1Slug &&
    a.team2Slug === b.team2Slug
  );
}

/** Whether any list built from `before` could differ from one built from `after`. */
function listsMayDiffer(before: LiveGames, after: LiveGames): boolean {
  if (before === after) return false;
  let count = 0;
  for (const id in after) {
    count += 1;
    const was = before[id];
    const now = after[id] as Game;
    if (was === now) continue;
    if (!was || !sameListFacts(was, now)) return true;
  }
  let countBefore = 0;
  for (const _ in before) countBefore += 1;
  return countBefore !== count;
}

/**
 * Each watched topic's ordered game ids, sorted once and kept while the games
 * they were built from change only in what lists do not read. A click on an
 * outcome changes the coupon, not the lists: its push must not wait for every
 * watched list to be sorted again.
 */
export class TopicLists {
  private held: LiveGames = {};
  private bestFirst = false;
  private readonly built = new Map<string, number[]>();

  /** The topic's ids among `held`, in the order the pages show. */
  list(topic: string, held: LiveGames, bestFirst: boolean): number[] {
    if (bestFirst !== this.bestFirst || listsMayDiffer(this.held, held)) this.built.clear();
    this.held = held;
    this.bestFirst = bestFirst;
    let ids = this.built.get(topic);
    if (!ids) {
      ids = listOf(topic, held, bestFirst);
      this.built.set(topic, ids);
    }
    return ids;
  }

  /** Keeps only the lists of topics still watched. */
  keep(topics: ReadonlySet<string>): void {
    for (const topic of [...this.built.keys()]) if (!topics.has(topic)) this.built.delete(topic);
  }
}
