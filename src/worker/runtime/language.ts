import { chooseLanguage, classifyFirstSegment, languagePrefixRedirect, textDirection } from '../../core/routing/language';
import type { LanguageDecision, LanguageQuery } from '../../protocol/api';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';

/** The tab asks before it paints: stay on this path, or go to the same path in the visitor's language. */
export function decideLanguage(query: LanguageQuery, config: SiteConfig, isAuthenticated: boolean): LanguageDecision {
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
