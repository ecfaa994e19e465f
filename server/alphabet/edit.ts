import type { AlphabetAdminEntry } from '../../src/protocol/alphabet';
import type { Queryable } from '../db/db';
import { escapeText } from '../seo/escape';
import { sanitizeInfoHtml } from '../seo/sanitize';
import { AlphabetError } from './errors';

/**
 * A body as the operator sends it: HTML (it holds a tag) sanitised with the
 * information pages' one policy, or plain text whose blank lines part its
 * paragraphs.
 */
export function bodyHtml(body: string): string {
  if (/<[a-z!/]/i.test(body)) return sanitizeInfoHtml(body);
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

interface Existing extends Record<string, unknown> {
  category: string;
  published: boolean | null;
}

async function checkRefs(tx: Queryable, input: AlphabetAdminEntry): Promise<void> {
  if (input.category !== undefined) {
    const [category] = await tx.query('SELECT 1 FROM alphabet_category WHERE slug = $1', [input.category]);
    if (!category) throw new AlphabetError('alphabet.invalid_request', `category: no category ${input.category}`);
  }
  const related = input.related ?? [];
  if (related.includes(input.slug)) throw new AlphabetError('alphabet.invalid_request', 'related: an entry cannot relate to itself');
  const known = await tx.query<{ slug: string }>('SELECT slug FROM alphabet_entry WHERE slug = ANY($1::text[])', [related]);
  const unknown = related.filter((r) => !known.some((k) => k.slug === r));
  if (unknown.length > 0) throw new AlphabetError('alphabet.invalid_request', `related: no entry ${unknown.join(', ')}`);
  for (const [column, value] of [
    ['coupon_type', input.couponType],
    ['odds_format', input.oddsFormat],
  ] as const) {
    if (value === undefined || value === null) continue;
    const [taken] = await tx.query<{ slug: string }>(`SELECT slug FROM alphabet_entry WHERE ${column} = $1 AND slug <> $2`, [
      value,
      input.slug,
    ]);
    if (taken) throw new AlphabetError('alphabet.invalid_request', `${column}: ${value} is explained by ${taken.slug} already`);
  }
}

/**
 * Creates an entry or edits one language's text of it (and, when given, its
 * category, related entries and the constants it explains). A new entry
 * names its category; a text keeps its published state unless told.
 */
export async function writeEntry(
  tx: Queryable,
  input: AlphabetAdminEntry,
  at: Date,
): Promise<{ slug: string; lang: string; published: boolean; updatedAt: string }> {
  const [existing] = await tx.query<Existing>(
    `SELECT e.category, t.published FROM alphabet_entry e
       LEFT JOIN alphabet_entry_text t ON t.slug = e.slug AND t.lang = $2 WHERE e.slug = $1 FOR UPDATE OF e`,
    [input.slug, input.lang],
  );
  if (!existing && input.category === undefined)
    throw new AlphabetError('alphabet.invalid_request', 'category: a new entry needs its category');
  await checkRefs(tx, input);
  if (!existing) {
    await tx.query('INSERT INTO alphabet_entry (slug, category, related, coupon_type, odds_format) VALUES ($1, $2, $3::text[], $4, $5)', [
      input.slug,
      input.category,
      input.related ?? [],
      input.couponType ?? null,
      input.oddsFormat ?? null,
    ]);
  } else {
    await tx.query(
      `UPDATE alphabet_entry SET category = COALESCE($2, category), related = COALESCE($3::text[], related),
              coupon_type = CASE WHEN $4::boolean THEN $5 ELSE coupon_type END,
              odds_format = CASE WHEN $6::boolean THEN $7 ELSE odds_format END
        WHERE slug = $1`,
      [
        input.slug,
        input.category ?? null,
        input.related ?? null,
        input.couponType !== undefined,
        input.couponType ?? null,
        input.oddsFormat !== undefined,
        input.oddsFormat ?? null,
      ],
    );
  }
  const published = input.published ?? existing?.published ?? false;
  await tx.query(
    `INSERT INTO alphabet_entry_text (slug, lang, term, definition, body_html, published, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (slug, lang) DO UPDATE SET term = $3, definition = $4, body_html = $5, published = $6, updated_at = $7`,
    [input.slug, input.lang, input.term, input.definition, bodyHtml(input.body), published, at],
  );
  return { slug: input.slug, lang: input.lang, published, updatedAt: at.toISOString() };
}

/** Publishes or unpublishes one language's text; a text that was never written is alphabet.not_found. */
export async function setPublished(
  tx: Queryable,
  slug: string,
  lang: string,
  published: boolean,
  at: Date,
): Promise<{ slug: string; lang: string; published: boolean; updatedAt: string }> {
  const rows = await tx.query(
    'UPDATE alphabet_entry_text SET published = $3, updated_at = $4 WHERE slug = $1 AND lang = $2 RETURNING slug',
    [slug, lang, published, at],
  );
  if (rows.length === 0) throw new AlphabetError('alphabet.not_found', `No ${lang} text of the entry ${slug}`);
  return { slug, lang, published, updatedAt: at.toISOString() };
}
