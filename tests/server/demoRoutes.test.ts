import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../server/config/siteConfigStore';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { AVAILABLE_ROUTE_NUMBERS } from '../../src/protocol/routes';
import { DB_HOOK_TIMEOUT, openTestDb } from './helpers';

/**
 * Routes the demo turned on after its first databases were seeded: seeded so
 * in a fresh database, and added once by their migration to one seeded before,
 * keeping the routes it had.
 */
const TURNED_ON = [
  { what: 'the public betting calculator', migration: 42, file: '042_demo_betting_calculator.sql', before: [47, 52, 60], added: [62] },
  {
    what: 'smsbets, cash_terminals and betting-awards',
    migration: 46,
    file: '046_demo_info_routes.sql',
    before: [47, 52, 61, 62],
    added: [60, 63],
  },
] as const;

let db: Db;

beforeAll(async () => {
  db = await openTestDb();
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await db?.close();
});

async function availableRoutes(): Promise<readonly number[]> {
  const result = await readSiteConfig(db, { country: 'ru', lang: 'en' });
  if (!result.ok) throw new Error(result.problem);
  return result.config.availableRoutes;
}

describe("the demo's later routes", () => {
  it('are in a fresh database', async () => {
    const { bettingCalculator, smsbets, cashTerminals, bettingAwards } = AVAILABLE_ROUTE_NUMBERS;
    expect(await availableRoutes()).toEqual(expect.arrayContaining([bettingCalculator, smsbets, cashTerminals, bettingAwards]));
  });

  for (const { what, migration, file, before, added } of TURNED_ON)
    it(`${what}: added once to a database seeded before, keeping the routes it had`, async () => {
      await db.exec(
        `UPDATE site_config_field SET value = '${JSON.stringify(before)}'::jsonb WHERE country_code = '*' AND field = 'availableRoutes'; ` +
          `DELETE FROM schema_migrations WHERE version = ${migration};`,
      );
      expect(await availableRoutes()).toEqual(before);
      expect((await migrate(db)).applied).toEqual([file]);
      expect(await availableRoutes()).toEqual([...before, ...added]);

      await db.exec(`DELETE FROM schema_migrations WHERE version = ${migration};`);
      await migrate(db);
      expect(await availableRoutes()).toEqual([...before, ...added]);
    });
});
