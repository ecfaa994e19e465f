import { POLICY_LOGO_COUNTRY_IDS } from '../../protocol/constants/siteNotices';

/** SPEC 9: the policy pixel (SPEC 7 GET /policy/logo.agif) is on the pages of the listed geo countries only. */
export function showsPolicyLogo(geoCountryId: number): boolean {
  return POLICY_LOGO_COUNTRY_IDS.includes(geoCountryId);
}
