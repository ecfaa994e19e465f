import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../../server/casino/catalogue';
import { DEMO_START_BALANCE } from '../../../../server/casino/demo';
import { readLeaderboard } from '../../../../server/casino/tournaments/leaderboard';
import { flowsOf, sessionFlowsOf } from '../../../../server/limits/flows';
import { msToReach } from '../../../../src/core/casino/crash';
import { CASINO_PATHS, historyAnswerSchema, launchAnswerSchema } from '../../../../src/protocol/casino/play';
import {
  frameSharedPath,
  sharedErrorBodySchema,
  sharedHistoryAnswerSchema,
  sharedPath,
  sharedStateAnswerSchema,
  type SharedCall,
  type SharedTableId,
} from '../../../../src/protocol/casino/shared';
import { Browser } from '../../auth/helpers';
import { ledgerRowCount } from '../harness';
import { clientRef, moneyOf, newPlayer, nextRoundWith, playRound, post, sharedHarnessForFile } from './harness';

/** Demo launches (a guest's, or a player choosing demo) bet play money on the shared rounds through the game frame. */
const h = sharedHarnessForFile();
const catalogue = buildCatalogue();
const gameOf = (engine: string): string => String([...catalogue.byId.values()].find((g) => g.engine === engine)?.id);

async function demoToken(table: SharedTableId, browser = new Browser(h.url)): Promise<string> {
  const reply = await browser.post(CASINO_PATHS.launch, { gameId: gameOf(table), demo: true });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return decodeURIComponent(launchAnswerSchema.parse(reply.body).frameUrl.split('#token=')[1] ?? '');
}

async function call(token: string, table: SharedTableId, c: SharedCall, body?: unknown) {
  const response = await fetch(new URL(frameSharedPath(table, c), h.gamesUrl), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const codeOf = (body: unknown) => sharedErrorBodySchema.parse(body).error.code;
const betIdOf = (body: Record<string, unknown>) => (body.bet as { betId: number }).betId;

async function crashBet(token: string, stake: number, autoCashOut: number | null = null, ref = clientRef()) {
  const placed = await call(token, 'crash', 'bet', { clientRef: ref, placement: { stake, autoCashOut } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body;
}

/** The play money of the demo session that placed the bet. */
async function playMoneyOfBet(betId: number): Promise<number> {
  const [row] = await h.db.query<{ balance: number }>(
    'SELECT s.balance FROM casino_shared_bet b JOIN casino_demo_session s ON s.id = b.demo_owner WHERE b.id = $1',
    [betId],
  );
  return row?.balance as number;
}

async function takeOff(): Promise<void> {
  const round = await h.tables.roundOf('crash');
  await h.advance((round?.bettingEndsAt ?? 0) - h.tables.now());
}

describe('demo bets on the shared tables', () => {
  it("debits and pays a guest's play money on a crash cash-out, never the ledger; a repeated clientRef answers the first bet", async () => {
    const token = await demoToken('crash');
    const ledgerBefore = await ledgerRowCount(h.db);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 300 });
    const ref = clientRef();
    const placed = await crashBet(token, 10_000, null, ref);
    expect(placed).toMatchObject({ balance: DEMO_START_BALANCE - 10_000, repeated: false });
    const again = await crashBet(token, 10_000, null, ref);
    expect(again).toMatchObject({ balance: DEMO_START_BALANCE - 10_000, repeated: true });
    expect(betIdOf(again)).toBe(betIdOf(placed));
    const state = sharedStateAnswerSchema.parse((await call(token, 'crash', 'state')).body);
    expect(state.myBets.map((b) => b.betId)).toEqual([betIdOf(placed)]);
    expect(state.limits.currency).toBe('DEMO');
    await takeOff();
    await h.advance(msToReach(200));
    const taken = await call(token, 'crash', 'cash-out', { betId: betIdOf(placed) });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ bet: { status: 'won', cashedOutAt: 200, win: 20_000 }, balance: DEMO_START_BALANCE + 10_000 });
    expect(await playMoneyOfBet(betIdOf(placed))).toBe(DEMO_START_BALANCE + 10_000);
    expect(await ledgerRowCount(h.db)).toBe(ledgerBefore);
  });

  it("keeps one demo session's bet from another's eyes and cash-out, and from a real player's", async () => {
    const owner = await demoToken('crash');
    const other = await demoToken('crash');
    const real = await newPlayer(h, 50_000);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 500 });
    const betId = betIdOf(await crashBet(owner, 5_000));
    expect(sharedStateAnswerSchema.parse((await call(other, 'crash', 'state')).body).myBets).toEqual([]);
    await takeOff();
    await h.advance(msToReach(150));
    const stolen = await call(other, 'crash', 'cash-out', { betId });
    expect(stolen.status).toBe(404);
    expect(codeOf(stolen.body)).toBe('bet_not_found');
    const byReal = await real.post(sharedPath('crash', 'cash-out'), { betId });
    expect(byReal.status).toBe(404);
    expect(await moneyOf(h.db, real.accountId)).toBe(50_000);
    expect((await call(owner, 'crash', 'cash-out', { betId })).status).toBe(200);
  });

  it('fills a demo auto cash-out with the flight and loses a demo bet at the crash, with the real bets of the round', async () => {
    const won = await demoToken('crash');
    const lost = await demoToken('crash');
    const real = await newPlayer(h, 100_000);
    const realToken = await demoToken('crash', real.browser);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 250 });
    const wonId = betIdOf(await crashBet(won, 2_000, 200));
    const lostId = betIdOf(await crashBet(lost, 3_000, 300));
    const mineId = betIdOf(await crashBet(realToken, 1_000, 120));
    await takeOff();
    await h.advance(msToReach(200));
    expect(await playMoneyOfBet(wonId)).toBe(DEMO_START_BALANCE + 2_000);
    await playRound(h, 'crash');
    expect(await playMoneyOfBet(lostId)).toBe(DEMO_START_BALANCE - 3_000);
    // A signed-in player's demo launch plays the session's money, never the account's.
    expect(await playMoneyOfBet(mineId)).toBe(DEMO_START_BALANCE + 200);
    expect(await moneyOf(h.db, real.accountId)).toBe(100_000);
    const history = sharedHistoryAnswerSchema.parse((await call(lost, 'crash', 'history')).body);
    expect(history.myBets).toMatchObject([{ betId: lostId, status: 'lost', win: 0 }]);
  });

  it('settles demo roulette chips by the pocket with the round', async () => {
    const token = await demoToken('roulette');
    const ledgerBefore = await ledgerRowCount(h.db);
    await nextRoundWith(h, { engine: 'roulette', pocket: 17 });
    const chips = [
      { bet: { kind: 'straight', numbers: [17] }, stake: 100 },
      { bet: { kind: 'red' }, stake: 500 },
    ];
    const placed = await call(token, 'roulette', 'bet', { clientRef: clientRef(), placement: { chips } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.balance).toBe(DEMO_START_BALANCE - 600);
    await playRound(h, 'roulette');
    // 17 is black: the straight pays 36 chips of 100, red loses.
    expect(await playMoneyOfBet(betIdOf(placed.body))).toBe(DEMO_START_BALANCE - 600 + 3_600);
    expect(await ledgerRowCount(h.db)).toBe(ledgerBefore);
  });

  it('refuses a demo stake beyond the play money and moves nothing', async () => {
    const token = await demoToken('crash');
    await nextRoundWith(h, { engine: 'crash', crashPoint: 200 });
    const too = await call(token, 'crash', 'bet', {
      clientRef: clientRef(),
      placement: { stake: DEMO_START_BALANCE + 1, autoCashOut: null },
    });
    expect(codeOf(too.body)).toBe('insufficient_balance');
    const [row] = await h.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM casino_shared_bet WHERE demo_owner IS NOT NULL AND status = $1',
      ['open'],
    );
    expect(row?.n).toBe(0);
  });

  it("counts a player's real bet but not their demo bet of the same round in tournaments, limits and the rounds history", async () => {
    const p = await newPlayer(h, 100_000);
    const token = await demoToken('crash', p.browser);
    const from = h.tables.now();
    await nextRoundWith(h, { engine: 'crash', crashPoint: 400 });
    const ledgerBefore = await ledgerRowCount(h.db);
    const betId = betIdOf(await crashBet(token, 5_000, 300));
    expect(await ledgerRowCount(h.db)).toBe(ledgerBefore);
    expect((await post(p, 'crash', 'bet', { clientRef: clientRef(), placement: { stake: 1_000, autoCashOut: 200 } })).status).toBe(200);
    await playRound(h, 'crash');
    expect(await playMoneyOfBet(betId)).toBe(DEMO_START_BALANCE + 10_000);
    expect(await moneyOf(h.db, p.accountId)).toBe(101_000);
    const now = h.tables.now();
    const board = (metric: 'multiplier' | 'wagered') =>
      readLeaderboard(
        h.db,
        { id: 1, name: 'demo', prize: '', metric, currencyIso: 'RUB', minStake: 0, startsAt: from, endsAt: now + 1, status: 'running' },
        p.userId,
      );
    // The real bet alone: 1,000 wagered at 2x, not the demo bet's 5,000 at 3x.
    expect((await board('wagered')).leaders.find((row) => row.me)?.score).toBe(1_000);
    expect((await board('multiplier')).leaders.find((row) => row.me)?.score).toBe(2);
    const sum = (flows: readonly { amount: number }[]) => flows.reduce((total, flow) => total + flow.amount, 0);
    expect(sum(await flowsOf(h.db, p.userId, 'wagering', 'RUB', now))).toBe(1_000);
    // The session's loss flows: the real stake out and its 2,000 back.
    expect(sum(await sessionFlowsOf(h.db, p.userId, from))).toBe(-1_000);
    // The office history lists the real bet alone.
    const rounds = historyAnswerSchema.parse((await p.get(`${CASINO_PATHS.rounds}?page=1`)).body);
    expect(rounds.items.map((item) => item.stake)).toEqual([1_000]);
  });

  it('refunds the play money of a demo bet left open in a crash round a restart voided', async () => {
    const token = await demoToken('crash');
    await nextRoundWith(h, { engine: 'crash', crashPoint: 1_000 });
    const betId = betIdOf(await crashBet(token, 4_000));
    await takeOff();
    await h.advance(msToReach(150));
    await h.restart({ downMs: 5_000 });
    expect(await playMoneyOfBet(betId)).toBe(DEMO_START_BALANCE);
    const [row] = await h.db.query<{ status: string; win: number }>('SELECT status, win FROM casino_shared_bet WHERE id = $1', [betId]);
    expect(row).toEqual({ status: 'refunded', win: 4_000 });
  });
});
