import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import { DEFAULT_FALLBACK_LANGUAGE, RTL_LANGUAGES, SUPPORTED_LANGUAGE_PATTERN } from '../../protocol/routes';
import { splitPath } from './match';
import type { TextDirection } from '../../protocol/routeAnswer';

/**
 * Language choice (SPEC 2, 4 Language, 5). Every route takes
 * a two-letter lowercase language segment; a path without one is redirected to
 * the same path with the visitor's language.
 */

export type LanguageConfig = Pick<SiteConfig, 'languages' | 'defaultLanguage' | 'langHiddenUnauthorized'>;

export interface LanguageChoiceInput {
  /** The first path segment when it is two lowercase letters. */
  readonly pathLanguage?: string | null | undefined;
  /** Value of the `lng` cookie. */
  readonly cookieLanguage?: string | null | undefined;
  /** navigator.languages order, e.g. ['de-DE', 'en']. */
  readonly browserLanguages?: readonly string[] | undefined;
  readonly config: LanguageConfig;
  readonly isAuthenticated: boolean;
}

/** Listed by the site and not hidden from this visitor (langHiddenUnauthorized hides some from guests). */
type ListedLanguages = Pick<SiteConfig, 'languages' | 'langHiddenUnauthorized'>;

export function isLanguageAllowed(code: string, config: ListedLanguages, isAuthenticated: boolean): boolean {
  if (!config.languages.some((l) => l.code === code)) return false;
  return isAuthenticated || !config.langHiddenUnauthorized.includes(code);
}

/**
 * The languages a visitor may choose, in the site's order: the same rule that
 * sends a guest away from a hidden language (langHiddenUnauthorized), so the
 * header never offers a language the route decision would refuse.
 */
export function offeredLanguages(config: ListedLanguages, isAuthenticated: boolean): SiteConfig['languages'] {
  return config.languages.filter((l) => isLanguageAllowed(l.code, config, isAuthenticated));
}

/** 'pt-BR' -> 'pt'; anything that is not a two-letter primary tag -> null. */
function primaryTag(tag: string): string | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return SUPPORTED_LANGUAGE_PATTERN.test(primary) ? primary : null;
}

/**
 * Where a requested language is not allowed: the site default, then English.
 * When neither is allowed (English not offered, or the default hidden from
 * guests) the first allowed language is taken, and when none is, the site
 * default: the answer never depends on what was asked for, so a redirect to
 * it never bounces back.
 */
function fallbackLanguage(config: LanguageConfig, isAuthenticated: boolean): string {
  if (isLanguageAllowed(config.defaultLanguage, config, isAuthenticated)) return config.defaultLanguage;
  if (isLanguageAllowed(DEFAULT_FALLBACK_LANGUAGE, config, isAuthenticated)) return DEFAULT_FALLBACK_LANGUAGE;
  const first = config.languages.find((l) => isLanguageAllowed(l.code, config, isAuthenticated));
  return first ? first.code : config.defaultLanguage;
}

/**
 * URL, else cookie `lng`, else the first browser preference the site offers,
 * else the config default, then English. The first source that names a
 * language decides; if that language is not allowed it falls back (SPEC 4:
 * "if not allowed it falls back to the default, then English").
 */
export function chooseLanguage(input: LanguageChoiceInput): string {
  const { config, isAuthenticated } = input;
  const allowedOrFallback = (code: string): string =>
    isLanguageAllowed(code, config, isAuthenticated) ? code : fallbackLanguage(config, isAuthenticated);

  if (input.pathLanguage) return allowedOrFallback(input.pathLanguage);
  if (input.cookieLanguage) {
    const fromCookie = primaryTag(input.cookieLanguage);
    return allowedOrFallback(fromCookie ?? input.cookieLanguage);
  }
  for (const tag of input.browserLanguages ?? []) {
    const code = primaryTag(tag);
    if (code !== null && isLanguageAllowed(code, config, isAuthenticated)) return code;
  }
  return fallbackLanguage(config, isAuthenticated);
}

export type FirstSegmentKind = 'language' | 'malformedLanguage' | 'none';

/**
 * What the first path segment is. Two lowercase letters: a language. Two
 * letters with a capital ('EN', 'En'): a language written wrongly, which SPEC
 * 5 makes a 404 (no route starts with two letters, so it cannot be a page).
 * Anything else, three-letter segments included, is a page path without a
 * language: 'ufc', 'epl' and 'ipl' are routes, so three letters cannot be
 * taken for a language.
 */
export function classifyFirstSegment(segment: string | undefined): FirstSegmentKind {
  if (segment === undefined) return 'none';
  if (SUPPORTED_LANGUAGE_PATTERN.test(segment)) return 'language';
  if (/^[A-Za-z]{2}$/.test(segment)) return 'malformedLanguage';
  return 'none';
}

/**
 * The path with the right language segment, or null when the path already
 * has it. A two-lowercase-letter first segment is replaced; a malformed one
 * also gives null, because that URL is a 404 rather than a redirect (the
 * resolver reports it). Otherwise the language is put in front. Empty
 * segments are dropped, so '//host' cannot become a protocol-relative URL.
 */
export function languagePrefixRedirect(pathname: string, search: string, chosen: string): string | null {
  const segments = splitPath(pathname);
  const kind = classifyFirstSegment(segments[0]);
  if (kind === 'malformedLanguage') return null;
  if (kind === 'language') {
    if (segments[0] === chosen) return null;
    return joinPath([chosen, ...segments.slice(1)]) + normaliseSearch(search);
  }
  return joinPath([chosen, ...segments]) + normaliseSearch(search);
}

export type { TextDirection } from '../../protocol/routeAnswer';

/** Right-to-left for the RTL list, or for a language the site config flags rtl. */
export function textDirection(lang: string, config?: Pick<SiteConfig, 'languages'>): TextDirection {
  if (RTL_LANGUAGES.includes(lang)) return 'rtl';
  return config?.languages.some((l) => l.code === lang && l.rtl) ? 'rtl' : 'ltr';
}

export function joinPath(segments: readonly string[]): string {
  return '/' + segments.join('/');
}

export function normaliseSearch(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
