/**
 * Ledger benchmarks: numbers to read, never asserted.
 *
 *   npm run bench:ledger                 # every section
 *   npx tsx bench/ledger.ts placement    # bet placements per second through the real server (HTTP, PGlite in memory)
 *   npx tsx bench/ledger.ts post         # ledger movements per second, postMovement alone
 *   npx tsx bench/ledger.ts check        # ledger:check over 1,000,000 entries
 *   npx tsx bench/ledger.ts settle       # coupons settled per second by a sweep, one lane against SETTLE_LANES,
 *                                        # on PostgreSQL (bench/postgres.ts: BENCH_POSTGRES_URL or a throwaway
 *                                        # cluster; PGlite runs one transaction at a time, so the lanes cannot differ)
 *
 * The placement section uses only what the bets harness offered before the
 * ledger existed (startBetsHarness, newPlayer, picker, place), so the same
 * file runs on the commit before the ledger to compare (docs/benchmarks.md).
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { betOf, newPlayer, payload, picker, place, startBetsHarness, type Pick, type Player } from '../tests/server/bets/harness';
import { captureLogger } from '../tests/server/helpers';
import { benchPostgres } from './postgres';

const PLACEMENTS = Number(process.env.BENCH_PLACEMENTS ?? 2000);
const CLIENTS = 8;

/** `count` singles from every player at once, the i-th on game i modulo the games' count. */
async function placeMany(players: readonly Player[], count: number, games: readonly Pick[], amount: (i: number) => number): Promise<void> {
  let next = 0;
  await Promise.all(
    players.map(async (p) => {
      for (let i = next++; i < count; i = next++) await place(p, payload([betOf(games[i % games.length] as Pick)], { amount: amount(i) }));
    }),
  );
}

async function benchPlacement(): Promise<Record<string, number | string>> {
  const h = await startBetsHarness();
  try {
    const players = await Promise.all(Array.from({ length: CLIENTS }, () => newPlayer(h, 1_000_000_000)));
    const games = picker(h)(40);
    // Warm up: the first placements compile the paths.
    for (const p of players) await place(p, payload([betOf(games[0] as never)], { amount: 1_000 }));
    const started = performance.now();
    await placeMany(players, PLACEMENTS, games, (i) => 1_000 + (i % 50));
    const ms = performance.now() - started;
    return { placements: PLACEMENTS, clients: CLIENTS, ms: Math.round(ms), perSecond: Math.round((PLACEMENTS / ms) * 1000) };
  } finally {
    await h.close();
  }
}

async function benchPost(): Promise<Record<string, number | string>> {
  const { openPglite } = await import('../server/db/pglite');
  const { migrate } = await import('../server/db/migrate');
  const { postMovement } = await import('../server/ledger');
  const db = await openPglite();
  try {
    await migrate(db);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO app_user (login, password_hash, registration_type) VALUES ('b', 'scrypt$x', 'demo') RETURNING id",
    );
    const accounts: number[] = [];
    for (let i = 0; i < 50; i++) {
      const [a] = await db.query<{ id: number }>('INSERT INTO account (user_id, type, currency_id) VALUES ($1, 0, 1) RETURNING id', [
        user?.id,
      ]);
      accounts.push(a?.id as number);
    }
    const n = Number(process.env.BENCH_MOVEMENTS ?? 5000);
    const started = performance.now();
    for (let i = 0; i < n; i++) {
      const account = accounts[i % accounts.length] as number;
      await db.transaction((tx) =>
        postMovement(tx, {
          kind: 'bet_win',
          scope: 'bench',
          key: `m${i}`,
          userId: user?.id,
          legs: [
            { operator: 'house', currencyId: 1, amount: -100 },
            { account, amount: 100 },
          ],
          at: Date.now(),
        }),
      );
    }
    const ms = performance.now() - started;
    return { movements: n, ms: Math.round(ms), perSecond: Math.round((n / ms) * 1000) };
  } finally {
    await db.close();
  }
}

/** 500,000 movements (1,000,000 entries) written in bulk as the ledger would, then checked. */
async function benchCheck(): Promise<Record<string, number | string>> {
  const { openPglite } = await import('../server/db/pglite');
  const { migrate } = await import('../server/db/migrate');
  const { checkLedger } = await import('../server/ledger');
  const db = await openPglite();
  try {
    await migrate(db);
    const movements = Number(process.env.BENCH_CHECK_MOVEMENTS ?? 500_000);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO app_user (login, password_hash, registration_type) VALUES ('c', 'scrypt$x', 'demo') RETURNING id",
    );
    await db.query('INSERT INTO account (user_id, type, currency_id) SELECT $1, 0, 1 FROM generate_series(1, 1000)', [user?.id]);
    const fill = performance.now();
    await db.exec(`
      INSERT INTO ledger_movement (kind, key_scope, idempotency_key, request_hash, user_id, created_at)
        SELECT 'manual_correction', 'bench', 'k' || g, 'h', ${user?.id}, now() FROM generate_series(1, ${movements}) g;
      CREATE TEMP TABLE bench_leg AS
        SELECT m.id AS movement_id, la.id AS ledger_account_id, la.player_account_id AS account_id, 1 + (m.id % 97) AS amount
          FROM ledger_movement m JOIN ledger_account la ON la.kind = 'player' AND la.player_account_id = (SELECT min(id) FROM
            account) + (m.id % 1000)
         WHERE m.key_scope = 'bench';
      INSERT INTO ledger_entry (movement_id, ledger_account_id, currency_id, amount, balance_after)
        SELECT movement_id, ledger_account_id, 1, amount, sum(amount) OVER (PARTITION BY ledger_account_id ORDER BY
          movement_id) FROM bench_leg;
      INSERT INTO ledger_entry (movement_id, ledger_account_id, currency_id, amount, balance_after)
        SELECT movement_id, (SELECT id FROM ledger_account WHERE kind = 'house' AND currency_id = 1), 1, -amount, NULL FROM bench_leg;
      UPDATE account a SET money = s.total FROM (SELECT account_id, sum(amount) AS total FROM bench_leg GROUP BY account_id) s
        WHERE s.account_id = a.id;
    `);
    const filled = performance.now() - fill;
    const runs: number[] = [];
    let report = await checkLedger(db);
    for (let i = 0; i < 3; i++) {
      report = await checkLedger(db);
      runs.push(report.ms);
    }
    return {
      entries: report.entries,
      movements: report.movements,
      ok: String(report.ok),
      fillMs: Math.round(filled),
      checkMs: runs.join(' / '),
    };
  } finally {
    await db.close();
  }
}

/**
 * A sweep over a backlog of due coupons (placed, their games' results in, nothing paid yet), by a bet service of one
 * lane and one of SETTLE_LANES, alternating over fresh backlogs in the same run.
 */
async function benchSettle(): Promise<Record<string, number | string>> {
  const { createBetService } = await import('../server/bets');
  const { recordResult, settleGameLegs } = await import('../server/bets/settlement');
  const { SETTLE_LANES } = await import('../server/bets/settings');
  const postgres = await benchPostgres();
  const database = await postgres.scratchDatabase();
  const open = async () => {
    const { openPostgres } = await import('../server/db/postgres');
    const { migrate } = await import('../server/db/migrate');
    const { seedDemo } = await import('../server/demo');
    const db = await openPostgres(database.url);
    await migrate(db);
    await seedDemo(db);
    return db;
  };
  const h = await startBetsHarness({ db: open });
  const coupons = Number(process.env.BENCH_COUPONS ?? 1000);
  const perGame = 100;
  try {
    const players = await Promise.all(Array.from({ length: CLIENTS }, () => newPlayer(h, 1_000_000_000)));
    const pick = picker(h);
    const runs: Record<number, number[]> = {};
    for (const lanes of [1, SETTLE_LANES, 1, SETTLE_LANES]) {
      const games = pick(Math.ceil(coupons / perGame));
      await placeMany(players, coupons, games, () => 1_000);
      for (const { game } of games) {
        await recordResult(h.db, { gameId: game.id, periodScores: [[1, 0]], finishedAt: h.clock.now() }, h.clock.now());
        await settleGameLegs(h.db, game.id, h.clock.now());
      }
      const service = createBetService({ db: h.db, log: captureLogger(), live: h.live, now: h.clock.now, sweepMs: 0, settleLanes: lanes });
      const started = performance.now();
      const report = await service.settle();
      const ms = performance.now() - started;
      if (report.coupons.length !== coupons) throw new Error(`the sweep settled ${report.coupons.length} of ${coupons}`);
      (runs[lanes] ??= []).push(Math.round((coupons / ms) * 1000));
    }
    const best = (lanes: number) => Math.max(...(runs[lanes] ?? [0]));
    return {
      coupons,
      oneLanePerSecond: (runs[1] ?? []).join(' / '),
      [`${SETTLE_LANES}LanesPerSecond`]: (runs[SETTLE_LANES] ?? []).join(' / '),
      ratio: (best(SETTLE_LANES) / best(1)).toFixed(2),
    };
  } finally {
    await h.close();
    await database.drop();
    postgres.stop();
  }
}

const SECTIONS: Record<string, () => Promise<Record<string, number | string>>> = {
  placement: benchPlacement,
  post: benchPost,
  check: benchCheck,
  settle: benchSettle,
};

async function main(): Promise<void> {
  console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  const wanted = process.argv.slice(2).filter((a) => a in SECTIONS);
  for (const name of wanted.length > 0 ? wanted : Object.keys(SECTIONS)) {
    const section = SECTIONS[name];
    if (!section) continue;
    console.log(`${name}: ${JSON.stringify(await section())}`);
  }
  process.exit(0);
}

void main();
