import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Db, HeldLock, Queryable, Row } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/demo';
import type { Logger } from '../../server/log';
import { checkLedger, postMovement, type LedgerReport } from '../../server/ledger';
import { scratchPostgresFrom, scratchPostgres, type TemplateName } from '../support/postgres';

/** A fresh in-memory PGlite costs an initdb (seconds): open one per test file. */
export const DB_HOOK_TIMEOUT = 60_000;

/**
 * A server (or harness) the whole test file shares: started before the
 * file's first test, within the database hook timeout, and stopped after its
 * last. The value returned stands for the running one, so tests read it as
 * they would the real thing (`h.db`, `server.url`); only inside tests and
 * hooks, since it starts in beforeAll.
 */
export function fileScoped<T extends object>(start: () => Promise<T>, stop: (running: T) => Promise<void>): T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  }, DB_HOOK_TIMEOUT);
  afterAll(async () => {
    if (running) await stop(running);
  });
  const current = (): T => {
    if (!running) throw new Error('read before beforeAll started it (or after it failed to start)');
    return running;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(current(), key, value),
  });
}

/** True in the server-postgres project (vitest.config.ts), where the server tests run on a real PostgreSQL. */
export const ON_POSTGRES = process.env.TEST_DB === 'postgres';

/**
 * The database a server test works on: in-memory PGlite, or in the
 * server-postgres project a database of its own on the suite's PostgreSQL
 * cluster, which close() drops. `empty` has no tables; `migrated` every
 * migration; `config` also the demo site config (seedDemoData); `seeded`
 * the whole demo (seedDemo).
 */
export async function openTestDb(state: 'empty' | TemplateName = 'seeded'): Promise<Db> {
  if (ON_POSTGRES) {
    const scratch = state === 'empty' ? await scratchPostgres() : await scratchPostgresFrom(state);
    let db: Db;
    try {
      db = await openPostgres(scratch.url);
    } catch (error) {
      await scratch.drop();
      throw error;
    }
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          await scratch.drop();
        }
      },
    };
  }
  if (state === 'empty') return openPglite();
  // A dump of the state made once for the run (tests/support/pgliteSetup.ts); without one (a benchmark), made here.
  const template = process.env.VITEST ? inject('pgliteTemplates')?.[state] : undefined;
  if (template) return openPglite(undefined, { from: new Blob([readFileSync(template)]) });
  const db = await openPglite();
  await migrate(db);
  if (state === 'config') await seedDemoData(db);
  if (state === 'seeded') await seedDemo(db);
  return db;
}

/** The name this had when it was PGlite only; tests written since say openTestDb(). */
export const openSeededMemoryDb = (): Promise<Db> => openTestDb('seeded');

export interface CapturedLog extends Logger {
  readonly lines: { level: 'info' | 'warn' | 'error'; message: string }[];
  text(level: 'info' | 'warn' | 'error'): string;
}

export function captureLogger(): CapturedLog {
  const lines: CapturedLog['lines'] = [];
  return {
    lines,
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message) => lines.push({ level: 'error', message }),
    text: (level) =>
      lines
        .filter((l) => l.level === level)
        .map((l) => l.message)
        .join('\n'),
  };
}

/**
 * A Db for tests that never reach the database (static files) or that must
 * hold a query open (shutdown): `query` waits for `gate` when one is set.
 */
export function stubDb(): Db & { closed: boolean; gate: Promise<void> | undefined; queries: number; sql: string[] } {
  const self = {
    kind: 'pglite' as const,
    closed: false,
    gate: undefined as Promise<void> | undefined,
    queries: 0,
    /** Every statement asked, in order (the server's background work asks too). */
    sql: [] as string[],
    async query<R extends Row = Row>(sql = ''): Promise<R[]> {
      self.queries += 1;
      self.sql.push(sql);
      if (self.gate) await self.gate;
      return [];
    },
    async exec(): Promise<void> {},
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return fn(self);
    },
    async listen(): Promise<() => Promise<void>> {
      return async () => undefined;
    },
    async tryAdvisoryLock(): Promise<HeldLock> {
      return { sole: true, lost: new Promise<Error>(() => undefined), query: self.query, exec: self.exec, release: async () => undefined };
    },
    async close(): Promise<void> {
      self.closed = true;
    },
  };
  return self;
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function writeFiles(root: string, files: Readonly<Record<string, string>>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = join(root, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let fundings = 0;

/** Money for a test account, booked through the ledger like any movement (a house correction), so the invariants hold. */
export async function fundAccount(db: Db, accountId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  fundings += 1;
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ currency_id: number; user_id: number }>('SELECT currency_id, user_id FROM account WHERE id = $1', [
      accountId,
    ]);
    if (!row) throw new Error(`no account ${accountId}`);
    await postMovement(tx, {
      kind: 'manual_correction',
      scope: 'test',
      key: `fund:${accountId}:${fundings}:${Date.now()}`,
      userId: row.user_id,
      memo: 'test money',
      legs: [
        { operator: 'house', currencyId: row.currency_id, amount: -amount },
        { account: accountId, amount },
      ],
      at: Date.now(),
    });
  });
}

/** An account of the player's opened with `money` in it (through the ledger). */
export async function openAccount(db: Db, userId: number, type: 0 | 4 | 9, iso: string, money: number, active = false): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO account (user_id, type, currency_id, is_active) SELECT $1, $2, id, $4 FROM currency WHERE iso = $3 RETURNING id',
    [userId, type, iso, active],
  );
  if (!row) throw new Error(`no currency ${iso}`);
  await fundAccount(db, row.id, money);
  return row.id;
}

/** The ledger's invariants must hold: fails the test with every problem found. */
export async function expectLedgerBalanced(db: Queryable): Promise<LedgerReport> {
  const report = await checkLedger(db);
  if (!report.ok) throw new Error(`ledger invariants broken:\n${report.problems.join('\n')}`);
  return report;
}

/** The player-side entries of the movements about one coupon, oldest first. */
export async function couponLedger(db: Queryable, couponId: number): Promise<{ kind: string; amount: number; balance_after: number }[]> {
  return db.query(
    `SELECT m.kind, e.amount, e.balance_after FROM ledger_movement m
       JOIN ledger_entry e ON e.movement_id = m.id
       JOIN ledger_account la ON la.id = e.ledger_account_id AND la.kind = 'player'
      WHERE m.ref_type = 'coupon' AND m.ref_id = $1 ORDER BY m.id, e.id`,
    [String(couponId)],
  );
}
