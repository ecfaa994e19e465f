import {
  chooseLanguage,
  classifyFirstSegment,
  languagePrefixRedirect,
  textDirection,
  type LanguageConfig,
} from '../../core/routing/language';
import type { LanguageDecision, LanguageQuery } from '../../protocol/api';
import { BUNDLED_LANGUAGES } from '../../protocol/constants/languages';
import { DEFAULT_FALLBACK_LANGUAGE } from '../../protocol/routes';

/** What the language rules go by while there is no site config: the languages the site has texts for. */
export const OFFLINE_LANGUAGE_CONFIG: LanguageConfig = {
  languages: [...BUNDLED_LANGUAGES],
  defaultLanguage: DEFAULT_FALLBACK_LANGUAGE,
  langHiddenUnauthorized: [],
};

/** The tab asks before it paints: stay on this path, or go to the same path in the visitor's language. */
export function decideLanguage(query: LanguageQuery, config: LanguageConfig, isAuthenticated: boolean): LanguageDecision {
  const first = query.pathname.split('/').filter(Boolean)[0];
  const pathLanguage = classifyFirstSegment(first) === 'language' ? first : null;
  const lang = chooseLanguage({
    pathLanguage,
    cookieLanguage: query.cookieLanguage,
    browserLanguages: query.browserLanguages,
    config,
    isAuthenticated,
  });
  const to = languagePrefixRedirect(query.pathname, query.search, lang);
  return to === null ? { kind: 'stay', lang, dir: textDirection(lang, config) } : { kind: 'redirect', to, lang };
}
