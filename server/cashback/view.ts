import { cashbackDue, lossToMinimum, netLossOf, periodOf } from '../../src/core/cashback';
import {
  CASHBACK_PROGRAM_IDS,
  CASHBACK_PROGRAMS,
  CASHBACK_SETTLE_DELAY_MS,
  type CashbackProgram,
} from '../../src/protocol/constants/cashback';
import type { CashbackAnswer, CashbackProgramView, CashbackQuery, CashbackTerms } from '../../src/protocol/schemas/cashback';
import type { Queryable } from '../db/db';
import { ms } from '../wallet/answer';
import { clubPointsOf, moneyCurrenciesOf, payoutsOf, periodTotals, tierOf } from './store';

export function termsOf(program: CashbackProgram): CashbackTerms {
  const { reward } = program;
  return {
    product: program.product,
    mode: reward.mode,
    percent: reward.mode === 'percent' ? reward.percent : null,
    pointsPer: reward.mode === 'points' ? { ...reward.per } : null,
    period: program.period,
    tiers: [...program.tiers],
    minNetLoss: { ...program.minNetLoss },
    cap: { ...program.cap },
  };
}

/**
 * GET /web-api/cashback: every program with the player's membership; for a
 * member the running period's net loss so far in each currency of the
 * player's real-money accounts and what it would pay if it ended now; a page
 * of payouts (only the asked program's when `program` is given).
 */
export async function cashbackOf(q: Queryable, userId: number, query: CashbackQuery, now: number): Promise<CashbackAnswer> {
  const [tier, points, currencies] = await Promise.all([tierOf(q, userId), clubPointsOf(q, userId), moneyCurrenciesOf(q, userId)]);
  const programs: CashbackProgramView[] = [];
  for (const id of CASHBACK_PROGRAM_IDS) {
    if (query.program !== undefined && query.program !== id) continue;
    const program = CASHBACK_PROGRAMS[id];
    const period = periodOf(program.period, now);
    const member = program.tiers.includes(tier);
    const totals = member ? await periodTotals(q, program, period, userId) : [];
    const progress = member
      ? currencies
          .filter((c) => program.minNetLoss[c.iso] !== undefined && program.cap[c.iso] !== undefined)
          .map((c) => {
            const netLoss = netLossOf(program.product, totals.find((t) => t.currencyId === c.currencyId)?.totals ?? []);
            const due = cashbackDue(program, c.iso, netLoss);
            return {
              currencyIso: c.iso,
              netLoss,
              amount: due.amount,
              points: due.points,
              minNetLoss: program.minNetLoss[c.iso] ?? 0,
              toMinimum: lossToMinimum(program, c.iso, netLoss) ?? 0,
              cap: program.cap[c.iso] ?? 0,
            };
          })
      : [];
    // One more than the page tells whether another follows.
    const rows = await payoutsOf(q, userId, id, query.cursor, query.limit + 1);
    const page = rows.slice(0, query.limit);
    programs.push({
      id,
      terms: termsOf(program),
      member,
      period: { start: period.start, end: period.end },
      nextPayoutAt: period.end + CASHBACK_SETTLE_DELAY_MS,
      progress,
      history: page.map((r) => ({
        id: r.id,
        periodStart: ms(r.period_start),
        periodEnd: ms(r.period_end),
        currencyIso: r.iso,
        netLoss: Number(r.net_loss),
        amount: r.amount,
        points: r.points,
        paidAt: ms(r.paid_at),
      })),
      nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    });
  }
  return { tier, points, programs };
}
