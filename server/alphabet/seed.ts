import { COUPON_TYPE, type CouponTypeName } from '../../src/protocol/constants/couponTypes';
import { ODDS_FORMAT, type OddsFormatName } from '../../src/protocol/constants/oddsFormats';
import type { Db, Queryable } from '../db/db';
import { bodyHtml } from './edit';
import { couponExample, oddsExample } from './examples';
import { SEED_BLOCKS, type GlossaryLanguage } from './seedBlocks';
import { COUPON_TYPE_ENTRIES, type EntryWords } from './seedCouponTypes';
import { ODDS_FORMAT_ENTRIES } from './seedOddsFormats';
import { TERM_ENTRIES } from './seedTerms';

const SEED_LOCK_KEY = 73_310_047;
/** When the demo glossary says it was written: a fixed day, so a seeded database is the same every time. */
const SEEDED_AT = new Date('2026-11-01T00:00:00Z');

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** An entry's slug from the constant it explains: COUPON_TYPE's `antiExpress` is `anti-express`, ODDS_FORMAT's `hongKong` is
 * `hong-kong-odds`. */
export const couponTypeSlug = (name: CouponTypeName): string => kebab(name);
export const oddsFormatSlug = (name: OddsFormatName): string => `${kebab(name)}-odds`;

interface SeedEntry {
  readonly slug: string;
  readonly category: string;
  readonly related: readonly string[];
  readonly couponType: number | null;
  readonly oddsFormat: number | null;
  readonly calculatorQuery: string | null;
  /** Each language's words and the HTML that follows its paragraphs (a worked example). */
  readonly texts: readonly { lang: GlossaryLanguage; words: EntryWords; extra: string }[];
}

const languagesOf = <W>(words: Partial<Record<GlossaryLanguage, W>>) =>
  (Object.entries(words) as [GlossaryLanguage, W | undefined][]).flatMap(([lang, w]) => (w ? [{ lang, words: w }] : []));

/** The demo glossary: every coupon type and odds format from the protocol's constants, then the other terms. */
export function seedEntries(): SeedEntry[] {
  const couponTypes = (Object.keys(COUPON_TYPE) as CouponTypeName[]).map((name): SeedEntry => {
    const entry = COUPON_TYPE_ENTRIES[name];
    return {
      slug: couponTypeSlug(name),
      category: 'coupon-types',
      related: entry.related,
      couponType: COUPON_TYPE[name],
      oddsFormat: null,
      calculatorQuery: couponExample(entry.example, 'en').query,
      texts: languagesOf(entry.words).map(({ lang, words }) => ({ lang, words, extra: couponExample(entry.example, lang).html })),
    };
  });
  const oddsFormats = (Object.keys(ODDS_FORMAT) as OddsFormatName[]).map((name): SeedEntry => ({
    slug: oddsFormatSlug(name),
    category: 'odds-formats',
    related: (Object.keys(ODDS_FORMAT) as OddsFormatName[]).filter((other) => other !== name).map(oddsFormatSlug),
    couponType: null,
    oddsFormat: ODDS_FORMAT[name],
    calculatorQuery: null,
    texts: languagesOf(ODDS_FORMAT_ENTRIES[name]).map(({ lang, words }) => ({ lang, words, extra: oddsExample(ODDS_FORMAT[name], lang) })),
  }));
  const terms = TERM_ENTRIES.map((entry): SeedEntry => ({
    ...entry,
    couponType: null,
    oddsFormat: null,
    calculatorQuery: null,
    texts: languagesOf(entry.words).map(({ lang, words }) => ({ lang, words, extra: '' })),
  }));
  return [...couponTypes, ...oddsFormats, ...terms];
}

async function isEmpty(tx: Queryable): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM alphabet_block LIMIT 1')).length === 0;
}

/**
 * The demo betting alphabet, written while the glossary is empty (an
 * operator's edits survive restarts, as the other demo seeders keep them).
 * Every text is published.
 */
export async function seedAlphabetDemo(db: Db): Promise<{ readonly seeded: readonly string[] }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await isEmpty(tx))) return { seeded: [] };
    for (const [position, block] of SEED_BLOCKS.entries()) {
      await tx.query('INSERT INTO alphabet_block (slug, position) VALUES ($1, $2)', [block.slug, position]);
      for (const [lang, title] of Object.entries(block.titles))
        await tx.query('INSERT INTO alphabet_block_text (slug, lang, title) VALUES ($1, $2, $3)', [block.slug, lang, title]);
      for (const [at, category] of block.categories.entries()) {
        await tx.query('INSERT INTO alphabet_category (slug, block, position) VALUES ($1, $2, $3)', [category.slug, block.slug, at]);
        for (const [lang, title] of Object.entries(category.titles))
          await tx.query('INSERT INTO alphabet_category_text (slug, lang, title) VALUES ($1, $2, $3)', [category.slug, lang, title]);
      }
    }
    const entries = seedEntries();
    for (const entry of entries) {
      const unknown = entry.related.filter((r) => !entries.some((e) => e.slug === r));
      if (unknown.length > 0) throw new Error(`The demo glossary's ${entry.slug} relates to no entry ${unknown.join(', ')}`);
      await tx.query(
        `INSERT INTO alphabet_entry (slug, category, related, coupon_type, odds_format, calculator_query)
         VALUES ($1, $2, $3::text[], $4, $5, $6)`,
        [entry.slug, entry.category, entry.related, entry.couponType, entry.oddsFormat, entry.calculatorQuery],
      );
      for (const { lang, words, extra } of entry.texts) {
        await tx.query(
          `INSERT INTO alphabet_entry_text (slug, lang, term, definition, body_html, published, updated_at)
           VALUES ($1, $2, $3, $4, $5, true, $6)`,
          [entry.slug, lang, words.term, words.definition, bodyHtml(words.body.join('\n\n')) + extra, SEEDED_AT],
        );
      }
    }
    return { seeded: ['alphabet_block', 'alphabet_category', 'alphabet_entry', 'alphabet_entry_text'] };
  });
}
