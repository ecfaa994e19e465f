import { lettersOf } from '../../src/core/alphabet';
import type { AlphabetEntry, AlphabetEntryCard, AlphabetTree } from '../../src/protocol/alphabet';
import type { CouponTypeId } from '../../src/protocol/constants/couponTypes';
import type { OddsFormatId } from '../../src/protocol/constants/oddsFormats';
import { FALLBACK_LANGUAGE } from '../config/siteConfigStore';
import type { Queryable } from '../db/db';
import { sanitizeInfoHtml } from '../seo/sanitize';

interface CardRow extends Record<string, unknown> {
  slug: string;
  term: string;
  definition: string;
  block: string;
  category: string;
}

interface TitleRow extends Record<string, unknown> {
  slug: string;
  title: string;
  block: string | null;
}

/**
 * Every published entry's card in `lang`, English standing in for an entry
 * without a published text in it (SPEC 9: the fallback language is en);
 * an entry published in neither is left out.
 */
async function readCards(db: Queryable, lang: string): Promise<AlphabetEntryCard[]> {
  return db.query<CardRow>(
    `SELECT DISTINCT ON (e.slug) e.slug, t.term, t.definition, c.block, e.category
       FROM alphabet_entry e
       JOIN alphabet_category c ON c.slug = e.category
       JOIN alphabet_entry_text t ON t.slug = e.slug AND t.published AND t.lang IN ($1, $2)
      ORDER BY e.slug, (t.lang = $1) DESC`,
    [lang, FALLBACK_LANGUAGE],
  );
}

/** Block and category titles in `lang`, else English, in their positions' order. */
async function readTitles(db: Queryable, lang: string): Promise<{ blocks: TitleRow[]; categories: TitleRow[] }> {
  const titles = (table: 'block' | 'category') =>
    db.query<TitleRow>(
      `SELECT s.slug, ${table === 'category' ? 's.block' : 'NULL AS block'},
              (SELECT t.title FROM alphabet_${table}_text t WHERE t.slug = s.slug AND t.lang IN ($1, $2)
                ORDER BY (t.lang = $1) DESC LIMIT 1) AS title
         FROM alphabet_${table} s ORDER BY s.position, s.slug`,
      [lang, FALLBACK_LANGUAGE],
    );
  return { blocks: await titles('block'), categories: await titles('category') };
}

/** The glossary in a language: blocks, their categories with their entries by term, and the A–Z index. */
export async function readTree(db: Queryable, lang: string): Promise<AlphabetTree> {
  const [cards, { blocks, categories }] = await Promise.all([readCards(db, lang), readTitles(db, lang)]);
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const byTerm = (a: AlphabetEntryCard, b: AlphabetEntryCard) => collator.compare(a.term, b.term);
  return {
    lang,
    blocks: blocks.map((block) => ({
      slug: block.slug,
      title: block.title,
      categories: categories
        .filter((c) => c.block === block.slug)
        .map((c) => ({ slug: c.slug, title: c.title, entries: cards.filter((e) => e.category === c.slug).sort(byTerm) })),
    })),
    letters: lettersOf(cards, lang),
  };
}

export async function readSearchCards(db: Queryable, lang: string): Promise<AlphabetEntryCard[]> {
  return readCards(db, lang);
}

interface EntryRow extends Record<string, unknown> {
  slug: string;
  lang: string;
  term: string;
  definition: string;
  body_html: string;
  category: string;
  related: string[];
  coupon_type: number | null;
  odds_format: number | null;
  calculator_query: string | null;
  updated_at: Date | string;
}

/**
 * One published entry in `lang` (else English), its body sanitised again
 * here at the exit as information pages are; its related entries those a
 * reader of the language can open.
 */
export async function readEntry(db: Queryable, slug: string, lang: string): Promise<AlphabetEntry | undefined> {
  const [row] = await db.query<EntryRow>(
    `SELECT e.slug, t.lang, t.term, t.definition, t.body_html, e.category, e.related, e.coupon_type, e.odds_format,
            e.calculator_query, t.updated_at
       FROM alphabet_entry e JOIN alphabet_entry_text t ON t.slug = e.slug AND t.published AND t.lang IN ($2, $3)
      WHERE e.slug = $1 ORDER BY (t.lang = $2) DESC LIMIT 1`,
    [slug, lang, FALLBACK_LANGUAGE],
  );
  if (!row) return undefined;
  const [cards, { blocks, categories }] = await Promise.all([readCards(db, lang), readTitles(db, lang)]);
  const category = categories.find((c) => c.slug === row.category);
  const block = blocks.find((b) => b.slug === category?.block);
  if (!category || !block) return undefined;
  return {
    slug: row.slug,
    lang: row.lang,
    term: row.term,
    definition: row.definition,
    html: sanitizeInfoHtml(row.body_html),
    block: { slug: block.slug, title: block.title },
    category: { slug: category.slug, title: category.title },
    related: row.related.flatMap((r) => cards.find((c) => c.slug === r) ?? []),
    couponType: row.coupon_type as CouponTypeId | null,
    oddsFormat: row.odds_format as OddsFormatId | null,
    calculatorQuery: row.calculator_query,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
