import { describe, expect, it } from 'vitest';
import { LOTTO_CONFIG } from '../../../server/config/lotto';
import { LottoHall, LOTTO_TEST_PATH } from '../../../server/lotto';
import { settleDraw } from '../../../server/lotto/settle';
import { verifyLottoDraw } from '../../../src/core/lotto';
import {
  LOTTO_PATHS,
  lotteriesAnswerSchema,
  lottoDrawsAnswerSchema,
  lottoTicketsAnswerSchema,
  type LottoDraw,
  type Lottery,
} from '../../../src/protocol/lotto';
import { captureLogger } from '../helpers';
import { buyKey, lottoHarnessForFile, moneyOf, newPlayer } from './harness';

const h = lottoHarnessForFile();
const SIX = LOTTO_CONFIG.lotteries.find((l) => l.id === '6-49')!;

async function lotteryNow(id: string): Promise<Lottery> {
  const reply = await fetch(new URL(LOTTO_PATHS.lotteries, h.url));
  return lotteriesAnswerSchema.parse(await reply.json()).lotteries.find((l) => l.id === id)!;
}

const switchTo = async (body: unknown): Promise<LottoDraw> => {
  const res = await fetch(new URL(LOTTO_TEST_PATH, h.url), { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { draw: LottoDraw }).draw;
};

const LINE_A = [1, 2, 3, 4, 5, 6];
const LINE_B = [10, 20, 30, 40, 41, 42];

describe('lotto', () => {
  it('shows each lottery with its return and the next draw committed by its hash; a draw nobody bought for draws nothing', async () => {
    const six = await lotteryNow('6-49');
    expect(six.returnPct).toBeCloseTo(54.0677, 4);
    expect(six.nextDraw).toMatchObject({ status: 'open', seed: null, balls: null, tickets: 0 });
    expect(six.nextDraw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    await h.advance(SIX.drawEveryMs);
    const draws = lottoDrawsAnswerSchema.parse(await (await fetch(new URL(`${LOTTO_PATHS.draws}?lottery=6-49`, h.url))).json()).draws;
    const passed = draws.find((d) => d.drawNo === six.nextDraw.drawNo);
    expect(passed).toMatchObject({ status: 'no_tickets', balls: null, tickets: 0 });
    expect(passed?.seed).not.toBeNull();
    const [moved] = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_movement WHERE key_scope = 'lotto'");
    expect(moved?.n).toBe(0);
  });

  it('sells a ticket once per key, refuses a closed or unknown draw and bad lines, and hides it from other players', async () => {
    const alice = await newPlayer(h);
    const bob = await newPlayer(h);
    const { nextDraw } = await lotteryNow('6-49');
    const request = { lottery: '6-49', drawNo: nextDraw.drawNo, lines: [LINE_A, LINE_B], idempotencyKey: buyKey() };
    const bought = await alice.post<{ ticket: { ticketId: number; amount: number }; balance: number }>(LOTTO_PATHS.buy, request);
    expect(bought.status).toBe(200);
    expect(bought.body.ticket.amount).toBe(2 * SIX.linePrice);
    expect(bought.body.balance).toBe(1_000_000 - 2 * SIX.linePrice);
    const again = await alice.post(LOTTO_PATHS.buy, { ...request, lines: [[...LINE_A].reverse(), LINE_B] });
    expect(again.body).toEqual(bought.body);
    expect((await alice.post(LOTTO_PATHS.buy, { ...request, lines: [LINE_A] })).body).toMatchObject({
      error: { code: 'idempotency_conflict' },
    });
    expect(await moneyOf(h.db, alice.accountId)).toBe(1_000_000 - 2 * SIX.linePrice);

    const refused = async (body: Record<string, unknown>, code: string, status: number) => {
      const reply = await bob.post(LOTTO_PATHS.buy, { ...request, idempotencyKey: buyKey(), ...body });
      expect(reply.status).toBe(status);
      expect(reply.body).toMatchObject({ error: { code } });
    };
    await refused({ drawNo: nextDraw.drawNo + 1 }, 'sales_closed', 409);
    await refused({ drawNo: nextDraw.drawNo - 1 }, 'sales_closed', 409);
    await refused({ lines: [[1, 2, 3, 4, 5, 5]] }, 'invalid_lines', 400);
    await refused({ lines: [[1, 2, 3, 4, 5, 50]] }, 'invalid_lines', 400);
    await refused({ lines: Array.from({ length: 11 }, () => LINE_A) }, 'too_many_lines', 400);
    await refused({ lottery: 'nope' }, 'lottery_not_found', 404);
    expect(await moneyOf(h.db, bob.accountId)).toBe(1_000_000);

    const bobs = lottoTicketsAnswerSchema.parse((await bob.get(LOTTO_PATHS.tickets)).body).tickets;
    expect(bobs).toEqual([]);
    const alices = lottoTicketsAnswerSchema.parse((await alice.get(LOTTO_PATHS.tickets)).body).tickets;
    expect(alices.map((t) => t.ticketId)).toEqual([bought.body.ticket.ticketId]);
    expect((await fetch(new URL(LOTTO_PATHS.tickets, h.url))).status).toBe(401);

    // Sales close at the draw's time: then the draw is drawn and the same request is refused.
    await h.advance(nextDraw.drawAt - h.hall.now('6-49'));
    await refused({}, 'sales_closed', 409);
    const settled = lottoTicketsAnswerSchema.parse((await alice.get(LOTTO_PATHS.tickets)).body).tickets[0];
    expect(settled?.status).not.toBe('pending');
    const draw = lottoDrawsAnswerSchema.parse((await bob.get(`${LOTTO_PATHS.draws}?lottery=6-49`)).body);
    const played = draw.draws.find((d) => d.drawNo === nextDraw.drawNo)!;
    expect(draw.myTickets).toEqual([]);
    expect(played.status).toBe('drawn');
    expect(verifyLottoDraw({ ...played, ...SIX, lottery: '6-49', seed: played.seed!, result: played.balls! })).toBe(true);
  });

  it('pays a winning ticket once, whatever runs the settlement again', async () => {
    const carol = await newPlayer(h);
    const { nextDraw } = await lotteryNow('6-49');
    const ticket = await carol.post<{ ticket: { ticketId: number } }>(LOTTO_PATHS.buy, {
      lottery: '6-49',
      drawNo: nextDraw.drawNo,
      lines: [LINE_A, LINE_B],
      idempotencyKey: buyKey(),
    });
    expect(ticket.status).toBe(200);
    // Line A has 1, 2, 3 drawn (12x), line B 10, 20 (1x).
    const drawn = await switchTo({ lottery: '6-49', fixBalls: [1, 2, 3, 10, 20, 49], draw: true });
    expect(drawn).toMatchObject({ status: 'drawn', fixed: true, balls: [1, 2, 3, 10, 20, 49] });
    const win = 13 * SIX.linePrice;
    expect(await moneyOf(h.db, carol.accountId)).toBe(1_000_000 - 2 * SIX.linePrice + win);
    const [mine] = lottoTicketsAnswerSchema.parse((await carol.get(LOTTO_PATHS.tickets)).body).tickets;
    expect(mine).toMatchObject({ status: 'won', matches: [3, 2], win });

    const now = h.hall.now('6-49');
    expect(await settleDraw(h.db, SIX, nextDraw.drawNo, now)).toBe('not_due');
    await h.hall.settleDue();
    expect(await moneyOf(h.db, carol.accountId)).toBe(1_000_000 - 2 * SIX.linePrice + win);
    const [credits] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_movement WHERE key_scope = 'lotto' AND kind = 'casino_round_credit' AND ref_id = $1",
      [String(ticket.body.ticket.ticketId)],
    );
    expect(credits?.n).toBe(1);
  });

  it('draws at start-up a draw that came due while the server was down', async () => {
    const dave = await newPlayer(h);
    const { nextDraw } = await lotteryNow('5-36');
    const bought = await dave.post(LOTTO_PATHS.buy, {
      lottery: '5-36',
      drawNo: nextDraw.drawNo,
      lines: [[1, 2, 3, 4, 5]],
      idempotencyKey: buyKey(),
    });
    expect(bought.status).toBe(200);
    // The clock passes the draw with no process looking; a new one starts.
    h.clock.advance(nextDraw.drawAt - h.hall.now('5-36') + 60_000);
    const [before] = await h.db.query<{ status: string }>("SELECT status FROM lotto_draw WHERE lottery_id = '5-36' AND draw_no = $1", [
      nextDraw.drawNo,
    ]);
    expect(before?.status).toBe('open');
    const next = new LottoHall({ db: h.db, log: captureLogger(), now: h.clock.now, autoTick: false });
    await next.start();
    await next.stop();
    const [after] = await h.db.query<{ status: string }>("SELECT status FROM lotto_draw WHERE lottery_id = '5-36' AND draw_no = $1", [
      nextDraw.drawNo,
    ]);
    expect(after?.status).toBe('drawn');
  });
});
