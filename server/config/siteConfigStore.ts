import type { z } from 'zod';
import { siteConfigSchema, type SiteConfig } from '../../src/protocol/schemas/siteConfig';
import type { Queryable } from '../db/db';

/** The language whose texts stand in for a missing translation (SPEC 9: fallback en). */
export const FALLBACK_LANGUAGE = 'en';

export interface ConfigRequest {
  /** Two lowercase letters, already validated. */
  readonly country: string;
  /** Two lowercase letters, or undefined for the country's default language. */
  readonly lang: string | undefined;
}

export type ConfigReadResult =
  | { readonly ok: true; readonly config: SiteConfig; readonly lang: string; readonly unknownFields: readonly string[] }
  | { readonly ok: false; readonly problem: string };

interface FieldRow extends Record<string, unknown> {
  country_code: string;
  field: string;
  value: unknown;
}

interface LanguageRow extends Record<string, unknown> {
  id: number;
  code: string;
  native_name: string;
  rtl: boolean;
}

interface SocialLinkRow extends Record<string, unknown> {
  name: string;
  link: string;
  icon_name: string;
  placement_type_id: number;
}

interface TextRow extends Record<string, unknown> {
  lang: string;
  key: string;
  value: string;
}

const KNOWN_FIELDS = new Set(Object.keys(siteConfigSchema.shape));

/** Configurations built, by version token, country and language: a few hundred at most (countries x languages). */
const built = new Map<string, ConfigReadResult>();
const MAX_BUILT = 512;

/**
 * The site configuration a visitor from `country` sees in `lang` (below),
 * built once per version of the tables it comes from: the token in
 * site_config_version changes with every write to them (028_site_config_version.sql),
 * so a change made anywhere shows on the next read. The answer is shared
 * between requests, hence frozen.
 */
export async function readSiteConfig(db: Queryable, request: ConfigRequest): Promise<ConfigReadResult> {
  const [version] = await db.query<{ token: string }>('SELECT token FROM site_config_version WHERE id = 1');
  if (!version) return buildSiteConfig(db, request);
  const key = `${version.token}|${request.country}|${request.lang ?? ''}`;
  const hit = built.get(key);
  if (hit) return hit;
  const result = await buildSiteConfig(db, request);
  if (result.ok) Object.freeze(result.config);
  Object.freeze(result);
  if (built.size >= MAX_BUILT) built.delete(built.keys().next().value as string);
  built.set(key, result);
  return result;
}

/**
 * Builds the site configuration a visitor from `country` sees in `lang`:
 * the '*' fields, that country's overrides on top, the enabled languages with
 * names in `lang` (else English, else their own name), and the company name
 * translated when a text exists. The result is checked against the protocol
 * schema here, so a bad row the operator typed becomes a readable problem
 * instead of a broken answer.
 */
async function buildSiteConfig(db: Queryable, request: ConfigRequest): Promise<ConfigReadResult> {
  const fieldRows = await db.query<FieldRow>(
    `SELECT country_code, field, value FROM site_config_field
      WHERE country_code = '*' OR country_code = $1
      ORDER BY (country_code = '*') DESC, field`,
    [request.country],
  );
  const fields: Record<string, unknown> = {};
  for (const row of fieldRows) fields[row.field] = row.value;

  const languages = await db.query<LanguageRow>('SELECT id, code, native_name, rtl FROM site_language WHERE enabled ORDER BY position, id');
  const offered = new Set(languages.map((l) => l.code));
  const defaultLanguage = typeof fields.defaultLanguage === 'string' ? fields.defaultLanguage : FALLBACK_LANGUAGE;
  const lang = request.lang !== undefined && offered.has(request.lang) ? request.lang : defaultLanguage;

  const socialLinks = await db.query<SocialLinkRow>(
    'SELECT name, link, icon_name, placement_type_id FROM site_social_link WHERE enabled ORDER BY position, id',
  );

  const texts = await db.query<TextRow>('SELECT lang, key, value FROM site_text WHERE lang = $1 OR lang = $2', [lang, FALLBACK_LANGUAGE]);
  const text = (key: string): string | undefined =>
    texts.find((t) => t.lang === lang && t.key === key)?.value ?? texts.find((t) => t.lang === FALLBACK_LANGUAGE && t.key === key)?.value;

  const companyName = texts.find((t) => t.lang === lang && t.key === 'companyName')?.value;
  const raw: Record<string, unknown> = {
    ...fields,
    ...(companyName !== undefined ? { companyName } : {}),
    countryCode: request.country,
    languages: languages.map((l) => ({
      id: l.id,
      code: l.code,
      name: text(`language.${l.code}`) ?? l.native_name,
      rtl: l.rtl,
    })),
    socialLinks: socialLinks.map((l) => ({ name: l.name, link: l.link, iconName: l.icon_name, placementTypeId: l.placement_type_id })),
  };

  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problem: describeIssues(parsed.error.issues, request.country) };
  const unknownFields = Object.keys(fields).filter((f) => !KNOWN_FIELDS.has(f));
  return { ok: true, config: parsed.data, lang, unknownFields };
}

function describeIssues(issues: readonly z.core.$ZodIssue[], country: string): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    const [head] = issue.path;
    const where =
      head === 'languages'
        ? 'table site_language'
        : head === 'countryCode'
          ? 'the country header'
          : head === 'socialLinks'
            ? 'table site_social_link'
            : `site_config_field.field='${String(head)}' (country '*' or '${country}')`;
    return `${path}: ${issue.message} [${where}]`;
  });
  const more = issues.length > 5 ? ` (+${issues.length - 5} more)` : '';
  return `Site configuration in the database does not match the protocol schema: ${parts.join('; ')}${more}`;
}
