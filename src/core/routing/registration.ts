import type { SiteConfig } from '../../protocol/schemas/siteConfig';

/**
 * Registration is open where the site allows it, never on a VIP domain (SPEC
 * 5, 6). The registration route's guard and every registration link or
 * widget read this one rule, so a link never leads to the 404 the route gives.
 */
export function isRegistrationOpen(config: Pick<SiteConfig, 'isRegistrationAllowed'>, isVipDomain: boolean): boolean {
  return config.isRegistrationAllowed && !isVipDomain;
}
