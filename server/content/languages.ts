import { FALLBACK_LANGUAGE } from '../config/siteConfigStore';

/**
 * The languages content is read in, best first: the asked one, then English
 * (SPEC 9: the fallback language is en), then the site's default, as the
 * information pages do. Always three entries (repeats allowed) so the SQL
 * keeps one shape.
 */
export function readingOrder(lang: string, defaultLanguage: string): readonly [string, string, string] {
  const order = [...new Set([lang, FALLBACK_LANGUAGE, defaultLanguage])];
  return [order[0] ?? lang, order[1] ?? lang, order[2] ?? lang];
}

/** The SQL rank of a row's language in that order (0 best), for `ORDER BY` / `DISTINCT ON`. */
export const LANG_RANK_SQL = (column: string, first: number): string =>
  `CASE ${column} WHEN $${first} THEN 0 WHEN $${first + 1} THEN 1 ELSE 2 END`;
