import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../server/config/siteConfigStore';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { AVAILABLE_ROUTE_NUMBERS } from '../../src/protocol/routes';
import { DB_HOOK_TIMEOUT, openTestDb } from './helpers';

/** The demo offers the public betting calculator (available route 62): seeded so, and migrated so when seeded before. */
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

describe("the demo's betting calculator route", () => {
  it('is in a fresh database', async () => {
    expect(await availableRoutes()).toContain(AVAILABLE_ROUTE_NUMBERS.bettingCalculator);
  });

  it('is added once to a database seeded before it was offered, keeping the routes it had', async () => {
    await db.exec(
      "UPDATE site_config_field SET value = '[47, 52, 60]'::jsonb WHERE country_code = '*' AND field = 'availableRoutes'; " +
        'DELETE FROM schema_migrations WHERE version = 42;',
    );
    expect(await availableRoutes()).toEqual([47, 52, 60]);
    expect((await migrate(db)).applied).toEqual(['042_demo_betting_calculator.sql']);
    expect(await availableRoutes()).toEqual([47, 52, 60, 62]);

    await db.exec('DELETE FROM schema_migrations WHERE version = 42;');
    await migrate(db);
    expect(await availableRoutes()).toEqual([47, 52, 60, 62]);
  });
});
