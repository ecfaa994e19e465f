import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../../server/db/migrate';
import { checkLedger, LedgerError, postMovement, type MovementInput } from '../../../server/ledger';
import { DB_HOOK_TIMEOUT, expectLedgerBalanced, openAccount, openTestDb, tempDir } from '../helpers';

let db: Db;
let userId: number;
let rub: number;
let usd: number;

beforeAll(async () => {
  db = await openTestDb('migrated');
  const [user] = await db.query<{ id: number }>(
    "INSERT INTO app_user (login, password_hash, registration_type) VALUES ('ledger', 'scrypt$x', 'demo') RETURNING id",
  );
  userId = user?.id as number;
  rub = (await db.query<{ id: number }>("SELECT id FROM currency WHERE iso = 'RUB'"))[0]?.id as number;
  usd = (await db.query<{ id: number }>("SELECT id FROM currency WHERE iso = 'USD'"))[0]?.id as number;
}, DB_HOOK_TIMEOUT);
afterAll(() => db.close());

let keys = 0;
const post = (over: Partial<MovementInput> & Pick<MovementInput, 'legs'>) =>
  db.transaction((tx) =>
    postMovement(tx, { kind: 'manual_correction', scope: 'test', key: `k${++keys}`, userId, at: Date.now(), ...over }),
  );

describe('postMovement', () => {
  it('writes entries that sum to zero with the cached balance and the running balance, in one transaction', async () => {
    const account = await openAccount(db, userId, 0, 'RUB', 0);
    const posted = await post({
      legs: [
        { operator: 'house', currencyId: rub, amount: -5_000 },
        { account, amount: 5_000 },
      ],
    });
    expect(posted).toMatchObject({ repeated: false, balances: [{ accountId: account, money: 5_000, currencyIso: 'RUB' }] });
    const entries = await db.query<{ amount: number; balance_after: number | null }>(
      'SELECT amount, balance_after FROM ledger_entry WHERE movement_id = $1 ORDER BY amount',
      [posted.movementId],
    );
    expect(entries).toEqual([
      { amount: -5_000, balance_after: null },
      { amount: 5_000, balance_after: 5_000 },
    ]);
    const [event] = await db.query<{ type: string; payload: { movementId: number } }>(
      'SELECT type, payload FROM player_event ORDER BY id DESC LIMIT 1',
    );
    expect(event).toMatchObject({ type: 'balance', payload: { movementId: posted.movementId } });
    await expectLedgerBalanced(db);
  });

  it('refuses a movement that does not balance, breaks its kind rule or mixes currencies, and writes nothing', async () => {
    const account = await openAccount(db, userId, 0, 'RUB', 1_000);
    const before = await checkLedger(db);
    await expect(
      post({
        legs: [
          { operator: 'house', currencyId: rub, amount: -500 },
          { account, amount: 400 },
        ],
      }),
    ).rejects.toThrow(/sums to -100/);
    await expect(
      post({
        kind: 'bet_stake',
        legs: [
          { operator: 'provider_clearing', currencyId: rub, amount: 100 },
          { account, amount: -100 },
        ],
      }),
    ).rejects.toThrow(/may not touch the provider_clearing/);
    await expect(
      post({
        kind: 'bet_win',
        legs: [
          { operator: 'house', currencyId: rub, amount: 100 },
          { account, amount: -100 },
        ],
      }),
    ).rejects.toThrow(/may not move -100/);
    await expect(
      post({
        legs: [
          { operator: 'house', currencyId: usd, amount: -100 },
          { account, amount: 100 },
        ],
      }),
    ).rejects.toThrow(/currency/);
    await expect(
      post({
        legs: [
          { operator: 'house', currencyId: rub, amount: -1.5 },
          { account, amount: 1.5 },
        ],
      }),
    ).rejects.toThrow(/whole/);
    const after = await checkLedger(db);
    expect([after.movements, after.ok]).toEqual([before.movements, true]);
  });

  it('never takes a player below zero or past the largest balance; says why with a typed refusal', async () => {
    const account = await openAccount(db, userId, 9, 'USD', 300);
    const refusal = await post({
      legs: [
        { operator: 'house', currencyId: usd, amount: 301 },
        { account, amount: -301 },
      ],
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(LedgerError);
    expect(refusal).toMatchObject({ code: 'insufficient_funds', details: { money: 300 } });
    const huge = await post({
      legs: [
        { operator: 'house', currencyId: usd, amount: -2_147_483_600 },
        { account, amount: 2_147_483_600 },
      ],
    }).catch((e: unknown) => e);
    expect(huge).toMatchObject({ code: 'balance_limit' });
    expect(
      await post({
        legs: [
          { operator: 'house', currencyId: usd, amount: 1 },
          { account: 987_654, amount: -1 },
        ],
      }).catch((e: unknown) => e),
    ).toMatchObject({
      code: 'account_not_found',
    });
    // The database holds the same line whatever writes it.
    await expect(db.query('UPDATE account SET money = -1 WHERE id = $1', [account])).rejects.toThrow(/account_money_not_negative/);
  });

  it('moves once per key: the same request again is a repeat, another request under the key a conflict', async () => {
    const account = await openAccount(db, userId, 0, 'RUB', 0);
    const legs = [
      { operator: 'house' as const, currencyId: rub, amount: -700 },
      { account, amount: 700 },
    ];
    const results = await Promise.all(Array.from({ length: 5 }, () => post({ key: 'same-key', legs })));
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    expect(new Set(results.map((r) => r.movementId)).size).toBe(1);
    expect(results.every((r) => r.balances[0]?.money === 700)).toBe(true);
    await expect(
      post({
        key: 'same-key',
        legs: [
          { operator: 'house', currencyId: rub, amount: -1 },
          { account, amount: 1 },
        ],
      }),
    ).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    await expectLedgerBalanced(db);
  });
});

describe('checkLedger', () => {
  it('finds a cached balance written behind the ledger, an entry unbalancing a movement, a removed account that held money', async () => {
    const scratch = await openTestDb('migrated');
    try {
      const [user] = await scratch.query<{ id: number }>(
        "INSERT INTO app_user (login, password_hash, registration_type) VALUES ('x', 'scrypt$x', 'demo') RETURNING id",
      );
      const account = await openAccount(scratch, user?.id as number, 0, 'RUB', 1_000);
      expect((await checkLedger(scratch)).ok).toBe(true);
      await scratch.query('UPDATE account SET money = money + 1 WHERE id = $1', [account]);
      const [movement] = await scratch.query<{ id: number }>('SELECT id FROM ledger_movement ORDER BY id DESC LIMIT 1');
      await scratch.query(
        `INSERT INTO ledger_entry (movement_id, ledger_account_id, currency_id, amount) SELECT $1, id, currency_id, 5 FROM
          ledger_account WHERE kind = 'house' LIMIT 1`,
        [movement?.id],
      );
      const report = await checkLedger(scratch);
      expect(report.ok).toBe(false);
      expect(report.problems.join('\n')).toMatch(/movement \d+ sums to 5/);
      expect(report.problems.join('\n')).toMatch(new RegExp(`account ${account} caches 1001 but its entries sum to 1000`));
      await scratch.query('DELETE FROM account WHERE id = $1', [account]);
      expect((await checkLedger(scratch)).problems.join('\n')).toMatch(new RegExp(`removed account ${account} still holds money`));
    } finally {
      await scratch.close();
    }
  });
});

describe('the ledger migration', () => {
  it('opens every balance of a database created before the ledger against equity, so the check passes at once', async () => {
    const old = tempDir('ledger-migration-');
    const before = join(old.path, 'before');
    mkdirSync(before);
    for (const file of readdirSync(MIGRATIONS_DIR))
      if (Number(file.slice(0, 3)) <= 10) cpSync(join(MIGRATIONS_DIR, file), join(before, file));
    const legacy = await openTestDb('empty');
    try {
      await migrate(legacy, { dir: before });
      const [user] = await legacy.query<{ id: number }>(
        "INSERT INTO app_user (login, password_hash, registration_type) VALUES ('old', 'scrypt$x', 'demo') RETURNING id",
      );
      await legacy.query(
        `INSERT INTO account (user_id, type, currency_id, money, is_active) VALUES ($1, 0, 1, 150000, true), ($1, 9, 2, 2500,
          false), ($1, 4, 1, 0, false)`,
        [user?.id],
      );
      const applied = await migrate(legacy);
      // Every migration after 010, the ledger's and the wallet's first (later features' ones follow and move no money).
      expect(applied.applied.slice(0, 2)).toEqual(['011_ledger.sql', '012_wallet.sql']);
      expect(applied.applied).toEqual(
        readMigrations()
          .filter((m) => m.version > 10)
          .map((m) => m.name),
      );
      const report = await checkLedger(legacy);
      expect(report).toMatchObject({ ok: true, movements: 2, entries: 4 });
      const opening = await legacy.query<{ kind: string }>("SELECT kind FROM ledger_movement WHERE kind = 'opening_balance'");
      expect(opening).toHaveLength(2);
      // And a movement after it keeps the books.
      const [main] = await legacy.query<{ id: number }>('SELECT id FROM account WHERE type = 0');
      await legacy.transaction((tx) =>
        postMovement(tx, {
          kind: 'bet_stake',
          scope: 'bet',
          key: 'stake:1',
          legs: [
            { account: main?.id as number, amount: -10_000 },
            { operator: 'house', currencyId: 1, amount: 10_000 },
          ],
          at: Date.now(),
        }),
      );
      await expectLedgerBalanced(legacy);
    } finally {
      await legacy.close();
      old.remove();
    }
    // Every migration from an empty database, twice over: seconds alone, more beside the other files on a busy machine.
  }, 60_000);
});
