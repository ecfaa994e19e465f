import type { SiteConfigProjection } from '../../protocol/api';
import { SOCIAL_PLACEMENT } from '../../protocol/constants/socialLinks';
import type { Language } from '../../protocol/schemas/siteConfig';

/*
 * Selectors live at module level and close over nothing: the runtime memoises a
 * selector's output per projection value, so a selector that read a prop would
 * go stale when only the prop changed.
 */

export function selectLanguages(site: SiteConfigProjection): readonly Language[] | undefined {
  return site.status === 'ready' ? site.config.languages : undefined;
}

export function selectCompanyName(site: SiteConfigProjection): string | undefined {
  return site.status === 'ready' ? site.config.companyName : undefined;
}

/** The language the ready config was loaded in (null: the worker's default). */
export function selectReadyLang(site: SiteConfigProjection): string | null | undefined {
  return site.status === 'ready' ? site.lang : undefined;
}

/** Whether the config places a social link in the header: only then does the header fetch its links' app. */
export function selectHasHeaderSocialLinks(site: SiteConfigProjection): boolean {
  return site.status === 'ready' && site.config.socialLinks?.some((l) => l.placementTypeId === SOCIAL_PLACEMENT.header) === true;
}
