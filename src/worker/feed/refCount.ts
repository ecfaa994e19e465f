/**
 * Topic reference counts: every watcher (a page in a tab) adds its topics;
 * the feed carries a topic while at least one watcher holds it. Two tabs on
 * the same page therefore cost one server subscription.
 */
export class TopicCounts {
  private readonly counts = new Map<string, number>();

  /** Returns true when the set of held topics changed. */
  add(topics: readonly string[]): boolean {
    let changed = false;
    for (const topic of new Set(topics)) {
      const n = this.counts.get(topic) ?? 0;
      this.counts.set(topic, n + 1);
      if (n === 0) changed = true;
    }
    return changed;
  }

  /** Returns true when the set of held topics changed. Releasing what is not held is ignored. */
  remove(topics: readonly string[]): boolean {
    let changed = false;
    for (const topic of new Set(topics)) {
      const n = this.counts.get(topic);
      if (n === undefined) continue;
      if (n <= 1) {
        this.counts.delete(topic);
        changed = true;
      } else this.counts.set(topic, n - 1);
    }
    return changed;
  }

  count(topic: string): number {
    return this.counts.get(topic) ?? 0;
  }

  /** The held topics, sorted, so equal sets compare equal. */
  topics(): string[] {
    return [...this.counts.keys()].sort();
  }
}

export const sameTopics = (a: readonly string[], b: readonly string[]): boolean => {
  if (a.length !== b.length) return false;
  const sa = [...a].sort();
  const sb = [...b].sort();
  return sa.every((t, i) => t === sb[i]);
};
