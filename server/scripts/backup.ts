/**
 * npm run db:backup -- <file> [--force]    npm run db:restore -- <file> [--force]
 *
 * Backs up, or restores, the server's database: the PostgreSQL database of
 * DATABASE_URL (pg_dump / pg_restore, custom format), else the PGlite folder
 * of DATA_DIR (default .data/pglite; the server must be stopped). A restore
 * goes only into an empty database or a new folder unless --force; a backup
 * does not overwrite a file unless --force. After a restore the ledger's
 * invariants are checked (as npm run ledger:check does).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackupError, backupDatabase, restoreDatabase } from '../db/backup';
import { openDb } from '../db/open';
import { checkLedger } from '../ledger';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || !files[0]) {
    process.stderr.write('Usage: npm run db:backup -- <file> [--force]   or   npm run db:restore -- <file> [--force]\n');
    return 2;
  }
  const file = resolve(process.cwd(), files[0]);
  const target = {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(REPO_ROOT, process.env.DATA_DIR || '.data/pglite'),
  };
  if (command === 'backup') {
    process.stdout.write(`${await backupDatabase(target, file, { force })}\n`);
    return 0;
  }
  process.stdout.write(`${await restoreDatabase(target, file, { force })}\n`);
  const db = await openDb(target);
  try {
    const report = await checkLedger(db);
    for (const problem of report.problems) process.stdout.write(`  PROBLEM ${problem}\n`);
    process.stdout.write(report.ok ? `Ledger OK: ${report.movements} movements, every invariant holds.\n` : 'Ledger check FAILED\n');
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof BackupError ? error.message : `failed: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
