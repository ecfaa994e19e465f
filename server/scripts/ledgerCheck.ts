/**
 * npm run ledger:check [-- --json]: the ledger's invariants (every movement
 * and currency sums to zero, every cached balance equals its entries and its
 * running balance, no player below zero) and the wallet's books (each
 * payment against the ledger), over the database of DATABASE_URL, else the
 * PGlite folder of DATA_DIR (default .data/pglite). Reads only. Exits 1 when
 * anything is wrong. A running server owns a PGlite folder: stop it first,
 * or ask the server itself (GET /__test/wallet/check outside production).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../db/open';
import { checkLedger } from '../ledger';
import { auditWallet } from '../wallet/audit';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<number> {
  const json = process.argv.includes('--json');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR || '.data/pglite');
  if (!databaseUrl && !existsSync(dataDir)) {
    process.stderr.write(`No database: ${dataDir} does not exist (set DATA_DIR or DATABASE_URL)\n`);
    return 2;
  }
  const db = await openDb({ databaseUrl, dataDir });
  try {
    const ledger = await checkLedger(db);
    const audit = await auditWallet(db);
    const ok = ledger.ok && audit.length === 0;
    if (json) process.stdout.write(`${JSON.stringify({ ok, ledger, audit })}\n`);
    else {
      process.stdout.write(`Ledger: ${ledger.movements} movements, ${ledger.entries} entries, checked in ${ledger.ms} ms\n`);
      for (const problem of [...ledger.problems, ...audit]) process.stdout.write(`  PROBLEM ${problem}\n`);
      process.stdout.write(ok ? 'OK: every invariant holds\n' : 'FAILED\n');
    }
    return ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`ledger:check failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
