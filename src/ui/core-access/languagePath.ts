/** Every route starts with a two-letter lowercase language segment (SPEC 2). */
export const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

import { DEFAULT_FALLBACK_LANGUAGE } from '../../protocol/routes';

/** SPEC 9: the language of last resort (one constant, in the route table). */
export const FALLBACK_LANGUAGE = DEFAULT_FALLBACK_LANGUAGE;

export function isLanguageSegment(segment: string | undefined): segment is string {
  return segment !== undefined && LANGUAGE_SEGMENT.test(segment);
}

/** The first path segment, or undefined at `/`. */
export function firstSegment(pathname: string): string | undefined {
  const segment = pathname.split('/')[1];
  return segment === '' ? undefined : segment;
}

/**
 * The same location in another language: the language segment is replaced, or
 * added when the path has none. Query and hash are kept, so a switch never
 * loses where the visitor was.
 */
export function withLanguage(pathname: string, lang: string, search = '', hash = ''): string {
  const parts = pathname.split('/').slice(1);
  if (isLanguageSegment(parts[0])) parts.shift();
  const rest = parts.join('/');
  return `/${lang}${rest === '' ? '' : `/${rest}`}${search}${hash}`;
}
