import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVEMENT_KINDS, OPERATOR_ACCOUNTS } from '../../../src/protocol/constants/wallet';
import type { Db } from '../../../server/db/db';
import { openTestDb } from '../helpers';

/**
 * Each feature that adds a movement kind or an operator account rewrites the
 * database's CHECK in full in its own migration; a later one written from an
 * older list silently drops a kind, and money of that kind then fails at
 * the first movement. The migrated checks must accept every kind the code has.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb('migrated');
});
afterAll(() => db.close());

async function checkOf(name: string): Promise<string> {
  const [row] = await db.query<{ def: string }>('SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = $1', [name]);
  return row?.def ?? '';
}

describe('the ledger checks after every migration', () => {
  it('accept every movement kind of the catalogue', async () => {
    const def = await checkOf('ledger_movement_kind_check');
    expect(MOVEMENT_KINDS.filter((kind) => !def.includes(`'${kind}'`))).toEqual([]);
  });

  it('accept every operator account', async () => {
    const def = await checkOf('ledger_account_kind_check');
    expect(OPERATOR_ACCOUNTS.filter((kind) => !def.includes(`'${kind}'`))).toEqual([]);
  });
});
