import type { BlackjackTable } from '../../../protocol/casino/blackjack';
import { countOfHard, dealerDraws, doublesOn } from './count';

/**
 * The exact return of a blackjack table to a player who plays every hand
 * optimally on the cards it sees (its own and the dealer's up card), by
 * recursion over the deck's remaining composition: every card left is drawn
 * with its exact chance, nothing is sampled and no infinite deck is assumed.
 *
 * Card values 1 (ace) to 10 (ten and faces) are all that matter, so a deck is
 * its count of each value. The dealer's hole card is dealt before the
 * player's draws but unseen, so by exchangeability it is drawn here after
 * them; when the dealer peeked (an ace or a ten up) and had no blackjack, the
 * hole card is known not to complete one, and every value below is
 * E[payoff x 1{no dealer blackjack} | cards seen]: a common positive factor
 * at each decision, so maximising it is maximising the player's conditional
 * expectation, and the round's total adds the dealer-blackjack rounds apart.
 *
 * A split's two hands are each played on their own cards (the usual way to
 * value a split): then, by exchangeability and optional stopping, the second
 * hand and the dealer's cards fare as if each followed the first card dealt
 * after the split, so the split is worth twice one such hand drawn from the
 * deck without both pair cards. A player who also weighed the other hand's
 * cards could gain a little more on splits: the figure is exact for play
 * that does not, and so a floor of the best play's return.
 */
export function blackjackReturn(table: BlackjackTable): number {
  return new ReturnComputation(table).total();
}

const TEN = 10;
const ACE = 1;
/** The dealer's final totals 17..21 at index 0..4, a bust at 5. */
const OUTCOMES = 6;
const BUST = 5;

/** A deck as the count of each value, index 1..10 (index 0 unused). */
type Counts = number[];

class ReturnComputation {
  private readonly counts: Counts;
  /** Mixed-radix weights: a deck's counts as one number, the memos' key. */
  private readonly weight: number[];
  private readonly dealerMemo = new Map<number, Float64Array>();
  private readonly holeMemo = new Map<number, Float64Array>();
  private readonly playMemo = new Map<number, number>();

  constructor(private readonly table: BlackjackTable) {
    this.counts = [0, ...Array.from({ length: 9 }, () => 4 * table.decks), 16 * table.decks];
    this.weight = [0];
    let w = 1;
    for (let v = 1; v <= TEN; v += 1) {
      this.weight[v] = w;
      w *= (this.counts[v] ?? 0) + 1;
    }
  }

  /** The table's return per unit staked: 1 + the player's expectation over every first deal. */
  total(): number {
    const c = this.counts;
    let n = c.reduce((sum, k) => sum + k, 0);
    let key = this.keyOf(c);
    let ev = 0;
    for (let a = 1; a <= TEN; a += 1) {
      const pa = c[a]! / n;
      c[a]! -= 1;
      for (let b = 1; b <= TEN; b += 1) {
        const pb = c[b]! / (n - 1);
        if (pb === 0) continue;
        c[b]! -= 1;
        for (let up = 1; up <= TEN; up += 1) {
          const pu = c[up]! / (n - 2);
          if (pu === 0) continue;
          c[up]! -= 1;
          n -= 3;
          key = this.keyOf(c);
          ev += pa * pb * pu * this.firstDeal(c, key, n, a, b, up);
          n += 3;
          c[up]! += 1;
        }
        c[b]! += 1;
      }
      c[a]! += 1;
    }
    return 1 + ev;
  }

  private keyOf(c: Counts): number {
    let key = 0;
    for (let v = 1; v <= TEN; v += 1) key += c[v]! * this.weight[v]!;
    return key;
  }

  /** The value the dealer's hole card may not take once the dealer peeked and had no blackjack (0: no peek). */
  private excludedHole(up: number): number {
    return up === ACE ? TEN : up === TEN ? ACE : 0;
  }

  /** The chance the hole card, drawn from this deck, is not the peeked-away value. */
  private noBlackjackMass(c: Counts, n: number, up: number): number {
    const excluded = this.excludedHole(up);
    return excluded === 0 ? 1 : 1 - c[excluded]! / n;
  }

  /** The player's expectation of a first deal (a, b against the up card), the deck `c` left. */
  private firstDeal(c: Counts, key: number, n: number, a: number, b: number, up: number): number {
    const excluded = this.excludedHole(up);
    const dealerBlackjack = excluded === 0 ? 0 : c[excluded]! / n;
    const playerBlackjack = Math.min(a, b) === ACE && Math.max(a, b) === TEN;
    const { win, per } = this.table.blackjackPays;
    // Insurance costs half the bet and pays insurancePays on it; taken only when that is worth it.
    const insurance =
      up === ACE
        ? Math.max(0, 0.5 * (dealerBlackjack * (this.table.insurancePays.win / this.table.insurancePays.per) - (1 - dealerBlackjack)))
        : 0;
    if (playerBlackjack) return insurance + (1 - dealerBlackjack) * (win / per);
    const hard = a + b;
    const hasAce = a === ACE || b === ACE;
    let best = Math.max(this.hitOrStand(c, key, n, hard, hasAce, up), this.doubleIfAllowed(c, key, n, hard, hasAce, up));
    if (a === b) best = Math.max(best, 2 * this.splitHand(c, key, n, a, up));
    return insurance - dealerBlackjack + best;
  }

  /** One hand of a split: the pair card and one card drawn, then played on (split aces stand on their one card). */
  private splitHand(c: Counts, key: number, n: number, pair: number, up: number): number {
    let ev = 0;
    for (let v = 1; v <= TEN; v += 1) {
      if (c[v] === 0) continue;
      const p = c[v]! / n;
      c[v]! -= 1;
      const k = key - this.weight[v]!;
      const hard = pair + v;
      const hasAce = pair === ACE || v === ACE;
      if (pair === ACE) ev += p * this.stand(c, k, n - 1, countOfHard(hard, hasAce).total, up);
      else {
        const played = this.hitOrStand(c, k, n - 1, hard, hasAce, up);
        ev += p * (this.table.doubleAfterSplit ? Math.max(played, this.doubleIfAllowed(c, k, n - 1, hard, hasAce, up)) : played);
      }
      c[v]! += 1;
    }
    return ev;
  }

  /** Doubling, when the table lets these two cards double: twice what one more card and standing give. */
  private doubleIfAllowed(c: Counts, key: number, n: number, hard: number, hasAce: boolean, up: number): number {
    if (!doublesOn(this.table.doubleOn, countOfHard(hard, hasAce))) return -Infinity;
    let ev = 0;
    for (let v = 1; v <= TEN; v += 1) {
      if (c[v] === 0) continue;
      const p = c[v]! / n;
      c[v]! -= 1;
      const total = countOfHard(hard + v, hasAce || v === ACE).total;
      ev += p * (total > 21 ? -this.noBlackjackMass(c, n - 1, up) : this.stand(c, key - this.weight[v]!, n - 1, total, up));
      c[v]! += 1;
    }
    return 2 * ev;
  }

  /** The better of standing and drawing on (a hand at 21 stands, as the engine stands it). */
  private hitOrStand(c: Counts, key: number, n: number, hard: number, hasAce: boolean, up: number): number {
    const memoKey = ((key * 32 + hard) * 2 + (hasAce ? 1 : 0)) * 11 + up;
    const known = this.playMemo.get(memoKey);
    if (known !== undefined) return known;
    const total = countOfHard(hard, hasAce).total;
    let best = this.stand(c, key, n, total, up);
    if (total < 21) {
      let hit = 0;
      for (let v = 1; v <= TEN; v += 1) {
        if (c[v] === 0) continue;
        const p = c[v]! / n;
        c[v]! -= 1;
        const nextHard = hard + v;
        hit +=
          p *
          (nextHard > 21
            ? -this.noBlackjackMass(c, n - 1, up)
            : this.hitOrStand(c, key - this.weight[v]!, n - 1, nextHard, hasAce || v === ACE, up));
        c[v]! += 1;
      }
      best = Math.max(best, hit);
    }
    this.playMemo.set(memoKey, best);
    return best;
  }

  /** Standing on `total`: +1 when the dealer busts or ends lower, -1 when higher, 0 on a tie (weighted by no dealer blackjack). */
  private stand(c: Counts, key: number, n: number, total: number, up: number): number {
    const dist = this.dealerAfterHole(c, key, n, up);
    let ev = dist[BUST]!;
    for (let i = 0; i < BUST; i += 1) {
      const dealerTotal = 17 + i;
      if (dealerTotal < total) ev += dist[i]!;
      else if (dealerTotal > total) ev -= dist[i]!;
    }
    return ev;
  }

  /** The dealer's final totals once the hole card is drawn from `c` (never the peeked-away value: the weights sum to its chance). */
  private dealerAfterHole(c: Counts, key: number, n: number, up: number): Float64Array {
    const memoKey = key * 11 + up;
    const known = this.holeMemo.get(memoKey);
    if (known) return known;
    const excluded = this.excludedHole(up);
    const out = new Float64Array(OUTCOMES);
    for (let v = 1; v <= TEN; v += 1) {
      if (c[v] === 0 || v === excluded) continue;
      const p = c[v]! / n;
      c[v]! -= 1;
      const sub = this.dealer(c, key - this.weight[v]!, n - 1, up + v, up === ACE || v === ACE);
      for (let i = 0; i < OUTCOMES; i += 1) out[i]! += p * sub[i]!;
      c[v]! += 1;
    }
    this.holeMemo.set(memoKey, out);
    return out;
  }

  /** The dealer's final totals from a hand (hard total, an ace or not), drawing from `c` by the table's rule. */
  private dealer(c: Counts, key: number, n: number, hard: number, hasAce: boolean): Float64Array {
    const count = countOfHard(hard, hasAce);
    const out = new Float64Array(OUTCOMES);
    if (count.total > 21) {
      out[BUST] = 1;
      return out;
    }
    if (!dealerDraws(count, this.table.dealerHitsSoft17)) {
      out[count.total - 17] = 1;
      return out;
    }
    const memoKey = (key * 32 + hard) * 2 + (hasAce ? 1 : 0);
    const known = this.dealerMemo.get(memoKey);
    if (known) return known;
    for (let v = 1; v <= TEN; v += 1) {
      if (c[v] === 0) continue;
      const p = c[v]! / n;
      c[v]! -= 1;
      const sub = this.dealer(c, key - this.weight[v]!, n - 1, hard + v, hasAce || v === ACE);
      for (let i = 0; i < OUTCOMES; i += 1) out[i]! += p * sub[i]!;
      c[v]! += 1;
    }
    this.dealerMemo.set(memoKey, out);
    return out;
  }
}
