import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../server/config/siteConfigStore';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { AVAILABLE_ROUTE_NUMBERS } from '../../src/protocol/routes';
import { DB_HOOK_TIMEOUT, openTestDb } from './helpers';

/** The demo offers smsbets, cash_terminals and betting-awards (60, 61, 63): seeded so, and migrated so when seeded before. */
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

describe("the demo's information routes with seeded content", () => {
  it('are in a fresh database', async () => {
    const { smsbets, cashTerminals, bettingAwards } = AVAILABLE_ROUTE_NUMBERS;
    expect(await availableRoutes()).toEqual(expect.arrayContaining([smsbets, cashTerminals, bettingAwards]));
  });

  it('are added once to a database seeded before they were offered, keeping the routes it had', async () => {
    await db.exec(
      "UPDATE site_config_field SET value = '[47, 52, 61, 62]'::jsonb WHERE country_code = '*' AND field = 'availableRoutes'; " +
        'DELETE FROM schema_migrations WHERE version = 46;',
    );
    expect((await migrate(db)).applied).toEqual(['046_demo_info_routes.sql']);
    expect(await availableRoutes()).toEqual([47, 52, 61, 62, 60, 63]);

    await db.exec('DELETE FROM schema_migrations WHERE version = 46;');
    await migrate(db);
    expect(await availableRoutes()).toEqual([47, 52, 61, 62, 60, 63]);
  });
});
