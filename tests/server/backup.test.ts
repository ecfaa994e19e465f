import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { backupDatabase, restoreDatabase, type BackupTarget } from '../../server/db/backup';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/demo';
import { checkLedger } from '../../server/ledger';
import { scratchPostgres } from '../support/postgres';
import { balanceOf, betOf, finishGame, newPlayer, payload, picker, place, startBetsHarness } from './bets/harness';
import { tempDir } from './helpers';

/**
 * npm run db:backup / db:restore (server/db/backup.ts) on both databases: bets
 * made on a running server, the backup, a restore into a new folder or an
 * empty database, and there every coupon, the balance, and a ledger whose
 * invariants hold.
 */
const folder = tempDir('backup-');
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** npm run db:backup / db:restore as an operator runs them: another process than the server's. */
function cli(command: 'backup' | 'restore', file: string, env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/scripts/backup.ts', command, file], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
afterAll(() => folder.remove());

interface Made {
  readonly couponIds: string[];
  readonly userId: number;
  readonly accountId: number;
  readonly balance: number;
}

/** Three bets (one settled) on a real server over `open()`'s database; `whileRunning` sees the server still up. */
async function makeBets(open: () => Promise<Db>, whileRunning: () => Promise<void> = async () => undefined): Promise<Made> {
  const h = await startBetsHarness({ db: open });
  try {
    const pick = picker(h);
    const player = await newPlayer(h, 500_000);
    const couponIds: string[] = [];
    for (const leg of pick(3)) couponIds.push((await place(player, payload([betOf(leg)], { amount: 10_000 }))).couponId);
    const [first] = pick(1);
    if (!first) throw new Error('no game');
    couponIds.push((await place(player, payload([betOf(first)], { amount: 20_000 }))).couponId);
    await finishGame(h, first.game.id, [[1, 0]]);
    await whileRunning();
    return { couponIds, userId: player.userId, accountId: player.accountId, balance: await balanceOf(h.db, player.accountId) };
  } finally {
    await h.close();
  }
}

/** What the restored database must hold: the same coupons and balance, and a ledger that checks out. */
async function expectSame(db: Db, made: Made): Promise<void> {
  const rows = await db.query<{ id: number }>('SELECT id FROM bet_coupon WHERE user_id = $1 ORDER BY id', [made.userId]);
  expect(rows.map((r) => String(r.id)).sort()).toEqual([...made.couponIds].sort());
  expect(await balanceOf(db, made.accountId)).toBe(made.balance);
  const report = await checkLedger(db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

async function seeded(db: Db): Promise<Db> {
  await migrate(db);
  await seedDemo(db);
  return db;
}

describe('backup and restore of a PGlite folder', () => {
  it('refuses while the server has the folder open; restores into a new folder, over an old one only when forced', async () => {
    const dataDir = join(folder.path, 'pglite');
    const file = join(folder.path, 'pglite.backup');
    const target: BackupTarget = { dataDir };
    const made = await makeBets(
      async () => seeded(await openPglite(dataDir)),
      async () => {
        const refused = cli('backup', file, { DATA_DIR: dataDir });
        expect(refused.output).toMatch(new RegExp(`server \\(process ${process.pid}\\) has it open.*Stop the server`, 's'));
        expect(refused.status).toBe(1);
        expect(existsSync(file)).toBe(false);
      },
    );
    expect(await backupDatabase(target, file)).toMatch(/Backed up the PGlite folder/);
    await expect(backupDatabase(target, file)).rejects.toThrow(/exists already.*--force/);

    const restored = join(folder.path, 'restored');
    const restore = cli('restore', file, { DATA_DIR: restored });
    expect(restore.output).toMatch(/Restored .* into the PGlite folder[^]*Ledger OK/);
    expect(restore.status).toBe(0);
    await expect(restoreDatabase({ dataDir: restored }, file)).rejects.toThrow(/is not empty.*--force/);
    await expect(restoreDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/x', dataDir: restored }, file)).rejects.toThrow(
      /PGlite folder backup/,
    );
    const db = await openPglite(restored);
    try {
      await expectSame(db, made);
    } finally {
      await db.close();
    }
    expect(await restoreDatabase({ dataDir: restored }, file, { force: true })).toMatch(/kept as .*before-restore/);
  }, 120_000);
});

describe('backup and restore of a PostgreSQL database', () => {
  it('restores into an empty database, and into one that holds tables only when forced', async () => {
    const source = await scratchPostgres();
    const copy = await scratchPostgres();
    try {
      const made = await makeBets(async () => seeded(await openPostgres(source.url)));
      const file = join(folder.path, 'postgres.backup');
      expect(await backupDatabase({ databaseUrl: source.url, dataDir: '/nonexistent' }, file)).toMatch(/Backed up the PostgreSQL/);
      expect(await restoreDatabase({ databaseUrl: copy.url, dataDir: '/nonexistent' }, file)).toMatch(/Restored/);
      const db = await openPostgres(copy.url);
      try {
        await expectSame(db, made);
      } finally {
        await db.close();
      }
      await expect(restoreDatabase({ databaseUrl: copy.url, dataDir: '/nonexistent' }, file)).rejects.toThrow(
        /already holds \d+ tables.*--force/s,
      );
      await expect(restoreDatabase({ dataDir: join(folder.path, 'wrong') }, file)).rejects.toThrow(/PostgreSQL backup/);
      expect(await restoreDatabase({ databaseUrl: copy.url, dataDir: '/nonexistent' }, file, { force: true })).toMatch(/Restored/);
      const again = await openPostgres(copy.url);
      try {
        await expectSame(again, made);
      } finally {
        await again.close();
      }
    } finally {
      await source.drop();
      await copy.drop();
    }
  }, 120_000);
});
