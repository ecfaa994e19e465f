import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskLogin, readLeaderboard } from '../../../server/casino/tournaments/leaderboard';
import type { Db } from '../../../server/db/db';
import type { Tournament, TournamentMetric } from '../../../src/protocol/casino/tournaments';
import { DB_HOOK_TIMEOUT, expectLedgerBalanced, openAccount, openTestDb } from '../helpers';
import { player, playRound } from './rounds';

/** The board is read from the ledger's casino rounds: checked against a naive computation over the same rounds. */
let db: Db;
beforeAll(async () => {
  db = await openTestDb('migrated');
}, DB_HOOK_TIMEOUT);
afterAll(() => db?.close());

const T0 = Date.UTC(2026, 5, 1);
const HOUR = 3_600_000;

function tournament(metric: TournamentMetric, over: Partial<Tournament> = {}): Tournament {
  return {
    id: 1,
    name: 't',
    prize: '',
    metric,
    currencyIso: 'RUB',
    minStake: 0,
    startsAt: T0,
    endsAt: T0 + 10 * HOUR,
    status: 'running',
    ...over,
  };
}

interface Round {
  readonly who: number;
  readonly stake: number;
  readonly win: number;
  readonly at: number;
}

/** What the board should be, written the plain way: each player's score, best first, ties to who got there first. */
function naive(rounds: readonly Round[], t: Tournament): { who: number; score: number }[] {
  const counted = rounds.filter((r) => r.at >= t.startsAt && r.at < t.endsAt && r.stake >= t.minStake);
  const byPlayer = new Map<number, { score: number; at: number }>();
  for (const r of [...counted].sort((a, b) => a.at - b.at)) {
    const prev = byPlayer.get(r.who);
    if (t.metric === 'wagered') byPlayer.set(r.who, { score: (prev?.score ?? 0) + r.stake, at: r.at });
    else if (!prev || r.win / r.stake > prev.score) byPlayer.set(r.who, { score: r.win / r.stake, at: r.at });
  }
  return [...byPlayer.entries()]
    .sort(([wa, a], [wb, b]) => b.score - a.score || a.at - b.at || wa - wb)
    .map(([who, { score }]) => ({ who, score }));
}

let logins = 0;

describe('the tournament leaderboard', () => {
  it('orders players as a naive computation over random rounds does, for both metrics', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(
            fc.record({
              who: fc.nat(5),
              stake: fc.integer({ min: 1, max: 5_000 }),
              win: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
              // Distinct minutes so "who got there first" is never a tie of equal times.
              minute: fc.integer({ min: -120, max: 12 * 60 }),
            }),
            { maxLength: 25 },
          )
          .map((rs) => rs.filter((r, i) => rs.findIndex((o) => o.minute === r.minute) === i)),
        fc.constantFrom<TournamentMetric>('multiplier', 'wagered'),
        fc.integer({ min: 0, max: 2_000 }),
        async (draft, metric, minStake) => {
          const players = await Promise.all([0, 1, 2, 3, 4, 5].map(() => player(db, `p${(logins += 1)}x`)));
          const rounds: Round[] = [];
          for (const r of draft) {
            const p = players[r.who];
            if (!p) continue;
            const at = T0 + r.minute * 60_000;
            await playRound(db, p, r.stake, r.win, at);
            rounds.push({ who: p.userId, stake: r.stake, win: r.win, at });
          }
          const mine = new Set(players.map((p) => p.userId));
          const t = tournament(metric, { minStake });
          const board = await readLeaderboard(db, t, null);
          const expected = naive(rounds, t);
          expect(board.players).toBeGreaterThanOrEqual(expected.length);
          expect(board.leaders.length).toBeLessThanOrEqual(20);
          // Earlier runs' players share the database and the window: this run's are compared in their board order.
          const ranked = await readLeaderboardOf(t, [...mine]);
          expect(ranked).toEqual(expected.map((e) => ({ who: e.who, score: expect.closeTo(e.score, 9) as number })));
        },
      ),
      { numRuns: 15 },
    );
    await expectLedgerBalanced(db);
  }, 120_000);

  it('counts a round from the window start, not at its end, and not before', async () => {
    const a = await player(db, 'edgeA');
    const b = await player(db, 'edgeB');
    const c = await player(db, 'edgeC');
    const t = tournament('wagered', { currencyIso: 'USD', startsAt: T0 + 100 * HOUR, endsAt: T0 + 101 * HOUR });
    const usd = async (p: { userId: number }) => ({ userId: p.userId, accountId: await openUsd(p.userId) });
    const cUsd = await usd(c);
    await playRound(db, await usd(a), 100, 0, t.startsAt);
    await playRound(db, await usd(b), 200, 0, t.endsAt);
    await playRound(db, cUsd, 300, 0, t.startsAt - 1);
    await playRound(db, cUsd, 50, 0, t.endsAt - 1);
    const board = await readLeaderboard(db, t, c.userId);
    expect(board.leaders.map((r) => [r.player, r.score, r.me])).toEqual([
      [maskLogin('edgeA'), 100, false],
      [maskLogin('edgeC'), 50, true],
    ]);
    expect(board.players).toBe(2);
  });

  it('counts only the tournament currency and scores a multiplier as win / stake', async () => {
    const p = await player(db, 'multi');
    const t = tournament('multiplier', { currencyIso: 'GBP', startsAt: T0 + 200 * HOUR, endsAt: T0 + 201 * HOUR });
    const gbp = await openGbp(p.userId);
    await playRound(db, { userId: p.userId, accountId: gbp }, 400, 1_000, t.startsAt + 1);
    await playRound(db, { userId: p.userId, accountId: gbp }, 100, 0, t.startsAt + 2);
    await playRound(db, p, 100, 100_000, t.startsAt + 3);
    const board = await readLeaderboard(db, t, null);
    expect(board.leaders).toEqual([{ place: 1, player: maskLogin('multi'), score: 2.5, me: false }]);
  });

  it('counts a stepped round that staked again (a double) as one round of its summed stake', async () => {
    const p = await player(db, 'doubler');
    const usd = { userId: p.userId, accountId: await openUsd(p.userId) };
    const t = tournament('multiplier', { currencyIso: 'USD', minStake: 150, startsAt: T0 + 400 * HOUR, endsAt: T0 + 401 * HOUR });
    await playRound(db, usd, 100, 400, t.startsAt + 1, [100]);
    const board = await readLeaderboard(db, t, null);
    expect(board.leaders).toEqual([{ place: 1, player: maskLogin('doubler'), score: 2, me: false }]);
    expect(board.players).toBe(1);
    const wagered = await readLeaderboard(db, { ...t, metric: 'wagered' }, null);
    expect(wagered.leaders.map((r) => r.score)).toEqual([200]);
  });

  it('lists the top 20 and the caller below them as their own row', async () => {
    const t = tournament('wagered', { currencyIso: 'USD', startsAt: T0 + 300 * HOUR, endsAt: T0 + 301 * HOUR });
    const players = [];
    for (let i = 0; i < 22; i += 1) players.push(await player(db, `top${i}`));
    for (const [i, p] of players.entries())
      await playRound(db, { userId: p.userId, accountId: await openUsd(p.userId) }, 1_000 - i, 0, t.startsAt + i);
    const last = players[21];
    const board = await readLeaderboard(db, t, last?.userId ?? null);
    expect(board.leaders).toHaveLength(20);
    expect(board.leaders.map((r) => r.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(board.own).toEqual({ place: 22, player: maskLogin('top21'), score: 979, me: true });
    expect(board.players).toBe(22);
    const first = await readLeaderboard(db, t, players[0]?.userId ?? null);
    expect(first.own).toBeNull();
    expect(first.leaders[0]?.me).toBe(true);
  });

  it('masks logins', () => {
    expect(maskLogin('alexander')).toBe('al***');
    expect(maskLogin('bob')).toBe('b***');
  });
});

/** This run's players' places and scores, in board order, read past the top 20. */
async function readLeaderboardOf(t: Tournament, ids: number[]): Promise<{ who: number; score: number }[]> {
  const boards = await Promise.all(ids.map(async (id) => ({ id, board: await readLeaderboard(db, t, id) })));
  const rows = boards.flatMap(({ id, board }) => {
    const row = board.own ?? board.leaders.find((r) => r.me);
    return row ? [{ who: id, place: row.place, score: row.score }] : [];
  });
  return rows.sort((a, b) => a.place - b.place).map((r) => ({ who: r.who, score: r.score }));
}

const openUsd = (userId: number) => openAccount(db, userId, 4, 'USD', 1_000_000);
const openGbp = (userId: number) => openAccount(db, userId, 9, 'GBP', 1_000_000);
