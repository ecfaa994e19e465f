import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../src/protocol/schemas/siteConfig';
import { readSiteConfig } from '../../server/config/siteConfigStore';
import type { Db } from '../../server/db/db';
import { MIGRATIONS_DIR, migrate, readMigrations } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { DEMO_CONFIG, DEMO_LANGUAGES, DEMO_SOCIAL_LINKS } from '../../server/db/seedData';
import { DB_HOOK_TIMEOUT, openTestDb, tempDir } from './helpers';

let db: Db;

beforeAll(async () => {
  db = await openTestDb();
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await db?.close();
});

async function count(table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`);
  return row?.n ?? -1;
}

describe('migrations', () => {
  it('are recorded once and running them again applies nothing', async () => {
    const files = readMigrations();
    expect(files.map((m) => m.name)).toContain('001_site_config.sql');
    expect(await count('schema_migrations')).toBe(files.length);

    const again = await migrate(db);
    expect(again).toEqual({ applied: [], skipped: files.length });
    const third = await migrate(db);
    expect(third.applied).toEqual([]);
    expect(await count('schema_migrations')).toBe(files.length);
  });

  it('apply only the new numbered files, in order, and warn when an applied file changed', async () => {
    const dir = tempDir('migrations-');
    try {
      for (const m of readMigrations()) copyFileSync(join(MIGRATIONS_DIR, m.name), join(dir.path, m.name));
      // 003 depends on 002: order by number, not by directory listing.
      writeFileSync(join(dir.path, '901_add_note.sql'), 'ALTER TABLE test_extra ADD COLUMN note text;');
      writeFileSync(join(dir.path, '900_test_extra.sql'), 'CREATE TABLE test_extra (id integer PRIMARY KEY);');
      const warnings: string[] = [];
      const result = await migrate(db, { dir: dir.path, warn: (m) => warnings.push(m) });
      expect(result.applied).toEqual(['900_test_extra.sql', '901_add_note.sql']);
      expect(warnings).toEqual([]);
      await db.query('INSERT INTO test_extra (id, note) VALUES (1, $1)', ['ok']);

      // A comment is not the migration: explaining an applied file better is no change.
      writeFileSync(join(dir.path, '900_test_extra.sql'), '-- A table for the test.\nCREATE TABLE test_extra (id integer PRIMARY KEY);');
      await migrate(db, { dir: dir.path, warn: (m) => warnings.push(m) });
      expect(warnings).toEqual([]);

      writeFileSync(join(dir.path, '900_test_extra.sql'), 'CREATE TABLE test_extra (id integer PRIMARY KEY, x text);');
      const edited = await migrate(db, { dir: dir.path, warn: (m) => warnings.push(m) });
      expect(edited.applied).toEqual([]);
      expect(warnings.join('\n')).toMatch(/900_test_extra\.sql changed after it was applied/);
    } finally {
      dir.remove();
      await db.exec('DROP TABLE IF EXISTS test_extra; DELETE FROM schema_migrations WHERE version IN (900, 901);');
    }
  });

  it('take the whole-file checksum a database recorded before comments were left out', async () => {
    const [m] = readMigrations();
    if (!m) throw new Error('no migrations');
    const [row] = await db.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [m.version]);
    expect(row?.checksum).toBe(m.checksum);
    const warnings: string[] = [];
    await db.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [m.version, m.fileChecksum]);
    try {
      await migrate(db, { warn: (w) => warnings.push(w) });
      expect(warnings).toEqual([]);
    } finally {
      await db.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [m.version, m.checksum]);
    }
  });

  it('roll back a failing file whole, so the next start retries it', async () => {
    const dir = tempDir('migrations-bad-');
    try {
      for (const m of readMigrations()) copyFileSync(join(MIGRATIONS_DIR, m.name), join(dir.path, m.name));
      writeFileSync(join(dir.path, '900_broken.sql'), 'CREATE TABLE half_done (id integer); SELECT no_such_function();');
      await expect(migrate(db, { dir: dir.path })).rejects.toThrow(/no_such_function/);
      const tables = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
      expect(tables).toEqual([]);
      expect(await count('schema_migrations')).toBe(readMigrations().length);
    } finally {
      dir.remove();
    }
  });

  it('refuse badly named files', () => {
    const dir = tempDir('migrations-name-');
    try {
      writeFileSync(join(dir.path, '1_too_short.sql'), 'SELECT 1;');
      expect(() => readMigrations(dir.path)).toThrow(/must look like 001_name\.sql/);
    } finally {
      dir.remove();
    }
  });
});

describe('social links (migration 013)', () => {
  async function storedLinks(): Promise<unknown[]> {
    const rows = await db.query<{ name: string; link: string; icon_name: string; placement_type_id: number }>(
      'SELECT name, link, icon_name, placement_type_id FROM site_social_link ORDER BY position, id',
    );
    return rows.map((r) => ({ name: r.name, link: r.link, iconName: r.icon_name, placementTypeId: r.placement_type_id }));
  }

  it('a fresh database gets the demo links from the seed, and the config answers them in order', async () => {
    expect(await storedLinks()).toEqual(DEMO_SOCIAL_LINKS);
    const result = await readSiteConfig(db, { country: 'ru', lang: 'en' });
    if (!result.ok) throw new Error(result.problem);
    expect(result.config.socialLinks).toEqual(DEMO_SOCIAL_LINKS);
  });

  it('a database seeded before the table existed gets the same links when it migrates', async () => {
    // The state of a database seeded under migrations 001 to 012: config rows, no social link table (nor the config version of 028).
    await db.exec(
      'DROP TABLE site_social_link; DROP TABLE site_config_version; DROP FUNCTION bump_site_config_version CASCADE; ' +
        'DELETE FROM schema_migrations WHERE version IN (13, 28);',
    );
    const result = await migrate(db);
    expect(result.applied).toEqual(['013_social_links.sql', '028_site_config_version.sql']);
    expect(await storedLinks()).toEqual(DEMO_SOCIAL_LINKS);
  });

  it('a disabled link leaves the answer, and a row the protocol refuses names the table', async () => {
    await db.query("UPDATE site_social_link SET enabled = false WHERE name = 'X'");
    const without = await readSiteConfig(db, { country: 'ru', lang: 'en' });
    if (!without.ok) throw new Error(without.problem);
    expect(without.config.socialLinks?.map((l) => l.name)).not.toContain('X');
    await db.query("UPDATE site_social_link SET enabled = true, link = 'https://' WHERE name = 'X'");
    const broken = await readSiteConfig(db, { country: 'ru', lang: 'en' });
    expect(broken.ok ? 'ok' : broken.problem).toMatch(/socialLinks\.1\.link: .*\[table site_social_link\]/);
    await db.query("UPDATE site_social_link SET link = 'https://x.com/bethouse_demo' WHERE name = 'X'");
  });
});

describe('transaction', () => {
  it('rolls back everything when the callback throws', async () => {
    const before = await count('site_text');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO site_text (lang, key, value) VALUES ('en', 'tx.test', 'x')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await count('site_text')).toBe(before);
  });

  it('refuses a query on the outer handle from inside a transaction (it would run outside it), and works after', async () => {
    await expect(db.transaction(async () => db.query('SELECT 1'))).rejects.toThrow(/inside a transaction.*SELECT 1/);
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toThrow(/inside a transaction/);
    // Work started inside and run after the commit is no longer inside it.
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async () => {
      later = gate.then(() => db.query('SELECT 1 AS one'));
    });
    open();
    await expect(later).resolves.toEqual([{ one: 1 }]);
  });
});

describe('demo seed', () => {
  it('fills empty tables once and never again, keeping operator edits', async () => {
    const fields = await count('site_config_field');
    expect(fields).toBeGreaterThanOrEqual(Object.keys(DEMO_CONFIG).length);
    expect(await count('site_language')).toBe(DEMO_LANGUAGES.length);

    await db.query(`UPDATE site_config_field SET value = '21'::jsonb WHERE country_code = '*' AND field = 'minAge'`);
    const again = await seedDemoData(db);
    expect(again.seeded).toEqual([]);
    expect(await count('site_config_field')).toBe(fields);
    const [minAge] = await db.query<{ value: unknown }>(
      `SELECT value FROM site_config_field WHERE country_code = '*' AND field = 'minAge'`,
    );
    expect(minAge?.value).toBe(21);
    await db.query(`UPDATE site_config_field SET value = '18'::jsonb WHERE country_code = '*' AND field = 'minAge'`);
  });

  it('stores values exactly as the protocol types them (jsonb, not strings)', async () => {
    const rows = await db.query<{ field: string; value: unknown }>(`SELECT field, value FROM site_config_field WHERE country_code = '*'`);
    const stored = Object.fromEntries(rows.map((r) => [r.field, r.value]));
    expect(stored).toEqual(JSON.parse(JSON.stringify(DEMO_CONFIG)));
  });
});

describe('readSiteConfig', () => {
  it('gives the default config with names in the asked language', async () => {
    const result = await readSiteConfig(db, { country: 'ru', lang: 'en' });
    if (!result.ok) throw new Error(result.problem);
    expect(siteConfigSchema.parse(result.config)).toEqual(result.config);
    expect(result.config.countryCode).toBe('ru');
    expect(result.config.defaultLanguage).toBe('ru');
    expect(result.config.languages).toEqual([
      { id: 1, code: 'en', name: 'English', rtl: false },
      { id: 2, code: 'ru', name: 'Russian', rtl: false },
      { id: 3, code: 'ar', name: 'Arabic', rtl: true },
      { id: 4, code: 'de', name: 'German', rtl: false },
    ]);
    expect(result.config.availableRoutes).toEqual(expect.arrayContaining([47, 52]));
    expect(result.config.couponTypes.map((t) => t.typeId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lays a country override over single fields and keeps the rest', async () => {
    const gb = await readSiteConfig(db, { country: 'gb', lang: undefined });
    if (!gb.ok) throw new Error(gb.problem);
    expect(gb.config.defaultLanguage).toBe('en');
    expect(gb.config.geoCurrency.iso).toBe('GBP');
    expect(gb.config.minAge).toBe(DEMO_CONFIG.minAge);
    // No lang asked: texts in the country's default language.
    expect(gb.lang).toBe('en');
    const fr = await readSiteConfig(db, { country: 'fr', lang: undefined });
    if (!fr.ok) throw new Error(fr.problem);
    expect(fr.config.defaultLanguage).toBe('ru');
    expect(fr.config.countryCode).toBe('fr');
  });

  it('falls back to English, then the native name, for missing translations; unknown lang uses the default', async () => {
    await db.query("DELETE FROM site_text WHERE lang = 'de' AND key = 'language.ar'");
    await db.query("DELETE FROM site_text WHERE key = 'language.ru'");
    try {
      const de = await readSiteConfig(db, { country: 'ru', lang: 'de' });
      if (!de.ok) throw new Error(de.problem);
      const names = Object.fromEntries(de.config.languages.map((l) => [l.code, l.name]));
      expect(names).toEqual({ en: 'Englisch', ru: 'Русский', ar: 'Arabic', de: 'Deutsch' });
      const unknown = await readSiteConfig(db, { country: 'ru', lang: 'xx' });
      if (!unknown.ok) throw new Error(unknown.problem);
      expect(unknown.lang).toBe('ru');
    } finally {
      await db.query(
        `INSERT INTO site_text (lang, key, value) VALUES ('de', 'language.ar', 'Arabisch'),
          ('en', 'language.ru', 'Russian'), ('ru', 'language.ru', 'Русский'), ('ar', 'language.ru', 'الروسية'),
          ('de', 'language.ru', 'Russisch')`,
      );
    }
  });

  it('translates the company name when a text exists for the language', async () => {
    await db.query("INSERT INTO site_text (lang, key, value) VALUES ('ar', 'companyName', 'بيت هاوس')");
    try {
      const ar = await readSiteConfig(db, { country: 'ru', lang: 'ar' });
      const en = await readSiteConfig(db, { country: 'ru', lang: 'en' });
      expect(ar.ok && ar.config.companyName).toBe('بيت هاوس');
      expect(en.ok && en.config.companyName).toBe('BetHouse');
    } finally {
      await db.query("DELETE FROM site_text WHERE key = 'companyName'");
    }
  });

  it('turns a bad row into a problem naming the field, and reports unknown fields', async () => {
    await db.query(
      `UPDATE site_config_field SET value = '"thirty"'::jsonb WHERE country_code = '*' AND field = 'autoLogoffInactiveMinutes'`,
    );
    await db.query(`INSERT INTO site_config_field (country_code, field, value) VALUES ('*', 'typoField', 'true'::jsonb)`);
    try {
      const bad = await readSiteConfig(db, { country: 'ru', lang: 'en' });
      expect(bad.ok).toBe(false);
      if (bad.ok) return;
      expect(bad.problem).toMatch(/autoLogoffInactiveMinutes/);
      expect(bad.problem).toMatch(/site_config_field/);
    } finally {
      await db.query(`UPDATE site_config_field SET value = '30'::jsonb WHERE country_code = '*' AND field = 'autoLogoffInactiveMinutes'`);
    }
    const good = await readSiteConfig(db, { country: 'ru', lang: 'en' });
    expect(good.ok && good.unknownFields).toEqual(['typoField']);
    expect(good.ok && 'typoField' in good.config).toBe(false);
    await db.query(`DELETE FROM site_config_field WHERE field = 'typoField'`);
  });
});
