import type { Db, Queryable } from './db';
import { DEMO_CONFIG, DEMO_COUNTRY_OVERRIDES, DEMO_LANGUAGE_NAMES, DEMO_LANGUAGES, DEMO_SOCIAL_LINKS } from './seedData';

const SEED_LOCK_KEY = 73_310_002;

export interface SeedResult {
  /** The tables that were empty and got demo rows. */
  readonly seeded: readonly string[];
}

/**
 * Demo data for a fresh database. Each table is filled only while it is
 * empty, so an operator's edits (or deletions of single rows) survive every
 * restart.
 */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const seeded: string[] = [];
    if (await isEmpty(tx, 'site_config_field')) {
      await seedConfigFields(tx);
      seeded.push('site_config_field');
      // With the config and not on their own: an operator who removed every link does not get them back at a restart.
      await seedSocialLinks(tx);
      seeded.push('site_social_link');
    }
    if (await isEmpty(tx, 'site_language')) {
      for (const [position, lang] of DEMO_LANGUAGES.entries()) {
        await tx.query('INSERT INTO site_language (id, code, native_name, rtl, position) VALUES ($1, $2, $3, $4, $5)', [
          lang.id,
          lang.code,
          lang.nativeName,
          lang.rtl,
          position,
        ]);
      }
      seeded.push('site_language');
    }
    if (await isEmpty(tx, 'site_text')) {
      for (const [shownIn, names] of Object.entries(DEMO_LANGUAGE_NAMES)) {
        for (const [code, name] of Object.entries(names)) {
          await tx.query('INSERT INTO site_text (lang, key, value) VALUES ($1, $2, $3)', [shownIn, `language.${code}`, name]);
        }
      }
      seeded.push('site_text');
    }
    return { seeded };
  });
}

async function seedConfigFields(tx: Queryable): Promise<void> {
  const scopes: [string, Record<string, unknown>][] = [['*', DEMO_CONFIG], ...Object.entries(DEMO_COUNTRY_OVERRIDES)];
  for (const [countryCode, fields] of scopes) {
    for (const [field, value] of Object.entries(fields)) {
      await tx.query('INSERT INTO site_config_field (country_code, field, value) VALUES ($1, $2, $3::text::jsonb)', [
        countryCode,
        field,
        JSON.stringify(value),
      ]);
    }
  }
}

async function seedSocialLinks(tx: Queryable): Promise<void> {
  for (const [position, link] of DEMO_SOCIAL_LINKS.entries()) {
    await tx.query('INSERT INTO site_social_link (name, link, icon_name, placement_type_id, position) VALUES ($1, $2, $3, $4, $5)', [
      link.name,
      link.link,
      link.iconName,
      link.placementTypeId,
      position + 1,
    ]);
  }
}

async function isEmpty(tx: Queryable, table: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}
