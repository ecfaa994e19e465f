import { describe, expect, it } from 'vitest';
import {
  CASINO_PATHS,
  type CasinoHistoryAnswer,
  type CasinoHistoryRound,
  type CasinoHistorySharedBet,
} from '../../../src/protocol/casino/play';
import { createHttpClient } from '../../../src/worker/http/client';
import { loadCasinoHistory } from '../../../src/worker/officeCasinoHistory/load';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json, type Answer } from '../http/fakeFetch';

const quiet = { warn: () => undefined };

function wired(answer: Answer) {
  const clock = new VirtualClock(Date.UTC(2026, 10, 29, 12));
  const { fetch, calls } = fakeFetch(clock, [answer]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  return { http, calls };
}

const round = (id: string, over: Partial<CasinoHistoryRound> = {}): CasinoHistoryRound => ({
  kind: 'round',
  id,
  gameId: '12',
  gameName: 'Book of Sands',
  provider: 'Nordlight',
  engine: 'keno',
  variant: 'standard',
  demo: false,
  stake: 200,
  win: 760,
  balanceAfter: 10_560,
  currency: 'RUB',
  nonce: 4,
  clientSeed: "it's-mine",
  serverSeedHash: 'ab12',
  serverSeed: null,
  bet: { picks: [3, 7], stake: 200 },
  outcome: { hits: [3, 7], multiplier: 380, pay: 760 },
  draws: 20,
  playedAt: Date.UTC(2026, 10, 28, 18),
  freeSpin: false,
  ...over,
});

const answer = (over: Partial<CasinoHistoryAnswer> = {}): CasinoHistoryAnswer => ({
  items: [round('9'), round('8', { serverSeed: 'revealed-seed', win: 0 })],
  page: 2,
  pageSize: 20,
  total: 45,
  games: [{ id: '12', name: 'Book of Sands' }],
  ...over,
});

describe('the office casino history in the worker', () => {
  it("asks for the address's game and the visitor's days, and makes each round a row", async () => {
    const { http, calls } = wired(json(200, answer()));
    const result = await loadCasinoHistory(
      http,
      { search: '?game=12&from=2026-11-01&to=2026-11-02', page: 2, utcOffsetMinutes: 60 },
      quiet,
    );
    const asked = calls[0]?.url;
    expect(asked?.pathname).toBe(CASINO_PATHS.rounds);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      page: '2',
      gameId: '12',
      from: String(Date.UTC(2026, 10, 1) - 3_600_000),
      to: String(Date.UTC(2026, 10, 3) - 3_600_000),
    });
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.filters).toEqual({ gameId: '12', from: '2026-11-01', to: '2026-11-02' });
    expect(result.hasMore).toBe(true);
    expect(result.games).toEqual([{ id: '12', name: 'Book of Sands' }]);
    const [won, lost] = result.items;
    if (won?.kind !== 'round' || lost?.kind !== 'round') throw new Error('own rounds expected');
    expect(won).toMatchObject({
      id: '9',
      gameName: 'Book of Sands',
      provider: 'Nordlight',
      stake: 200,
      win: 760,
      net: 560,
      multiplier: 380,
    });
    expect(won?.outcome).toEqual([
      { key: 'hits', value: '3, 7' },
      { key: 'multiplier', value: '380' },
      { key: 'pay', value: '760' },
    ]);
    // No verify line until the pair is rotated; then one a shell takes as is (the quote in the seed escaped).
    expect(won?.verifyCommand).toBeNull();
    expect(lost).toMatchObject({ net: -200, multiplier: 0, serverSeed: 'revealed-seed' });
    expect(lost?.verifyCommand).toBe(
      "npm run verify-round -- --server-seed 'revealed-seed' --client-seed 'it'\\''s-mine' " +
        '--nonce 4 --game \'12\' --bet \'{"picks":[3,7],"stake":200}\'',
    );
  });

  it("counts a free spin's win as the player's net: its stake was not theirs", async () => {
    const { http } = wired(
      json(200, answer({ items: [round('7', { freeSpin: true, win: 760 }), round('6', { freeSpin: true, win: 0 })] })),
    );
    const result = await loadCasinoHistory(http, { search: '', page: 1, utcOffsetMinutes: 0 }, quiet);
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.items).toMatchObject([
      { freeSpin: true, stake: 200, win: 760, net: 760 },
      { freeSpin: true, stake: 200, win: 0, net: 0 },
    ]);
  });

  it("makes a shared-table bet a row of its round's result, its selection and the chain's verify line once the seed is out", async () => {
    const hash = (c: string) => c.repeat(64);
    const bet: CasinoHistorySharedBet = {
      kind: 'shared',
      id: '31',
      gameId: '5001',
      gameName: 'Rocket Rush',
      provider: 'Nordlight',
      table: 'crash',
      stake: 500,
      win: 900,
      currency: 'RUB',
      status: 'won',
      placement: { stake: 500, autoCashOut: 250 },
      cashedOutAt: 180,
      playedAt: Date.UTC(2026, 10, 28, 19),
      roundId: 77,
      result: { engine: 'crash', crashPoint: 312 },
      voided: false,
      roundHash: hash('a'),
      chainIndex: 12,
      terminalHash: hash('b'),
      salt: "salt's",
      seed: hash('c'),
    };
    const pending = { ...bet, id: '32', status: 'open' as const, cashedOutAt: null, win: 0, result: null, seed: null };
    const { http } = wired(json(200, answer({ items: [pending, bet] })));
    const result = await loadCasinoHistory(http, { search: '', page: 1, utcOffsetMinutes: 0 }, quiet);
    if (result.status !== 'ok') throw new Error(result.status);
    const [open, done] = result.items;
    if (open?.kind !== 'shared' || done?.kind !== 'shared') throw new Error('shared bets expected');
    expect(done).toMatchObject({ id: '31', gameName: 'Rocket Rush', net: 400, multiplier: 180, table: 'crash', chainIndex: 12 });
    expect(done.result).toEqual([{ key: 'crash_point', multiplier: 312 }]);
    expect(done.selection).toEqual([
      { key: 'auto_target', multiplier: 250 },
      { key: 'cashed_out', multiplier: 180 },
    ]);
    expect(done.verifyCommand).toBe(
      `npm run verify-round -- --table crash --seed ${hash('c')} --index 12 --terminal-hash ${hash('b')} --salt 'salt'\\''s'`,
    );
    // Before the round is over: no seed, no verify line, but the round's hash already.
    expect(open).toMatchObject({ seed: null, verifyCommand: null, roundHash: hash('a'), result: [{ key: 'pending' }] });
  });

  it('knows the last page, refuses a reversed range without asking, and tells sign-out from an answer it cannot read', async () => {
    const last = wired(json(200, answer({ page: 3 })));
    const result = await loadCasinoHistory(last.http, { search: '', page: 3, utcOffsetMinutes: 0 }, quiet);
    expect(result.status === 'ok' && result.hasMore).toBe(false);

    const reversed = wired(json(200, answer()));
    expect(
      await loadCasinoHistory(reversed.http, { search: '?from=2026-11-02&to=2026-11-01', page: 1, utcOffsetMinutes: 0 }, quiet),
    ).toEqual({
      status: 'badRange',
      filters: { gameId: '', from: '2026-11-02', to: '2026-11-01' },
    });
    expect(reversed.calls).toHaveLength(0);

    const out = wired(json(401, { error: { code: 'unauthorized', message: 'no', params: {} } }));
    expect(await loadCasinoHistory(out.http, { search: '', page: 1, utcOffsetMinutes: 0 }, quiet)).toEqual({ status: 'signedOut' });
    const broken = wired(json(200, { items: 'nope' }));
    expect((await loadCasinoHistory(broken.http, { search: '', page: 1, utcOffsetMinutes: 0 }, quiet)).status).toBe('error');
  });
});
