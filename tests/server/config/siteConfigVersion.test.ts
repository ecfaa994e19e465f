import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { readSiteConfig } from '../../../server/config/siteConfigStore';
import { DB_HOOK_TIMEOUT, openTestDb } from '../helpers';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, DB_HOOK_TIMEOUT);
afterAll(() => db.close());

const token = async (): Promise<string> => (await db.query<{ token: string }>('SELECT token FROM site_config_version'))[0]?.token ?? '';
const read = async (lang = 'en') => {
  const result = await readSiteConfig(db, { country: 'ru', lang });
  if (!result.ok) throw new Error(result.problem);
  return result;
};

describe('the site configuration is built once per version of its tables', () => {
  it('two reads with nothing written between share one answer', async () => {
    expect(await read()).toBe(await read());
    expect(await read('ru')).not.toBe(await read('en'));
  });

  it('a write to any of its tables, however it is made, shows on the next read', async () => {
    const before = await read();
    const cases: [string, string][] = [
      [
        'site_config_field',
        `UPDATE site_config_field SET value = '"demo-change"'::jsonb WHERE country_code = '*' AND field = 'companyName'`,
      ],
      ['site_language', `UPDATE site_language SET native_name = native_name || '' WHERE code = 'en'`],
      ['site_social_link', `UPDATE site_social_link SET position = position WHERE name = 'X'`],
      ['site_text', `INSERT INTO site_text (lang, key, value) VALUES ('en', 'companyName', 'Renamed House')`],
    ];
    for (const [table, sql] of cases) {
      const was = await token();
      await db.query(sql);
      expect(await token(), table).not.toBe(was);
    }
    const after = await read();
    expect(after).not.toBe(before);
    expect(after.config.companyName).toBe('Renamed House');
  });

  it('answers are frozen: a caller cannot change what the next request gets', async () => {
    const result = await read();
    expect(Object.isFrozen(result) && Object.isFrozen(result.config)).toBe(true);
  });
});
