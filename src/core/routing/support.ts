import type { SiteConfig } from '../../protocol/schemas/siteConfig';

/**
 * What the support button offers (SPEC 4, 6). The button adds "signed-in
 * players only" for the call back (the server cannot see the session on
 * that call); the server refuses what the site does not offer.
 */
export function callbackOffered(config: Pick<SiteConfig, 'isAvailableCallback' | 'langsHiddenCallback'>, lang: string): boolean {
  return config.isAvailableCallback && !config.langsHiddenCallback.includes(lang);
}

/** Chat only with a consultant id configured. */
export function chatOffered(config: Pick<SiteConfig, 'consultantParams'>): boolean {
  return Boolean(config.consultantParams.consultant_id);
}
