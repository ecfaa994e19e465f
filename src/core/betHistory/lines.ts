import { LOBBY_BLOCK_ID } from '../../protocol/constants/couponTypes';
import { firstLines, lineCountBig, splitLineSettlement, type CouponSpec, type LineStatus } from '../coupon';
import type { BetStatusId } from '../../protocol/constants/couponTypes';
import { isSplitType } from '../coupon/typeFamilies';

/** What a placed coupon's lines need of it (the history's coupon view has it). */
export interface PlacedCouponLegs {
  readonly typeId: CouponSpec['typeId'];
  readonly systemValue: number | null;
  /** The stake of the whole coupon, minor units. */
  readonly amount: number;
  readonly expressBonusCoef: number | null;
  readonly legs: readonly {
    readonly market: { readonly coef: number };
    readonly statusId: BetStatusId;
    readonly blockId: number;
  }[];
}

export interface HistoryLine {
  readonly index: number;
  /** Leg positions of the line, from 0. */
  readonly legs: readonly number[];
  readonly coef: number;
  readonly stake: number;
  readonly status: LineStatus;
  readonly currentReturn: number;
  readonly maxReturn: number;
}

export interface HistoryLines {
  readonly lines: readonly HistoryLine[];
  /** Lines beyond the ones listed. */
  readonly more: number;
}

/**
 * The lines of a placed system coupon (system, multibet, lucky, patent) with
 * the settlement of each, by the coupon core as the slip and the coupon CLI
 * state them; null for a coupon that has no lines of its own to list.
 */
export function historyLinesOf(coupon: PlacedCouponLegs, limit: number): HistoryLines | null {
  if (!isSplitType(coupon.typeId)) return null;
  const spec: CouponSpec = {
    typeId: coupon.typeId,
    legs: coupon.legs.map((leg) => ({
      odds: leg.market.coef,
      status: leg.statusId as BetStatusId,
      banker: leg.blockId === LOBBY_BLOCK_ID,
      block: leg.blockId,
    })),
    stake: coupon.amount,
    ...(coupon.systemValue !== null ? { systemValue: coupon.systemValue } : {}),
  };
  try {
    const count = lineCountBig(spec);
    const lines = firstLines(spec, limit).map((line): HistoryLine => {
      const s = splitLineSettlement(spec, line);
      return {
        index: line.index,
        legs: line.legs,
        coef: line.coef,
        stake: s.stake,
        status: s.status,
        currentReturn: s.returns.current,
        maxReturn: s.returns.max,
      };
    });
    return { lines, more: Number(count - BigInt(lines.length)) };
  } catch {
    // A coupon the core cannot price (data from before a rule changed) shows without its lines rather than breaking the page.
    return null;
  }
}
