import type { Device } from '../../protocol/routeAnswer';
import { PLATFORM_TYPE_QUERY } from '../../protocol/routes';

export type { Device };

/**
 * SPEC 1 device detection. platform_type=mobile forces the mobile site. An
 * iPad presenting itself as a desktop Mac goes to the mobile version unless
 * the parameter is present: every other platform_type value is read as the
 * visitor's explicit choice of this (desktop) site.
 */
export function chooseDevice(query: URLSearchParams, isIpadPresentingAsMac: boolean): Device {
  const platform = query.get(PLATFORM_TYPE_QUERY);
  if (platform === 'mobile') return 'mobile';
  if (platform !== null) return 'desktop';
  return isIpadPresentingAsMac ? 'mobile' : 'desktop';
}

/**
 * The layout a visit is drawn in, where no mobile site takes the visitor
 * away (mobileSiteOrigin unset): the URL's platform_type decides when it is
 * there; without it the choice kept from earlier in the visit stands, so a
 * link that drops the query does not switch the layout back; a visit with no
 * choice yet falls back to the iPad rule of chooseDevice.
 */
export function deviceChoiceOf(kept: Device | null, query: URLSearchParams, isIpadPresentingAsMac: boolean): Device {
  if (query.has(PLATFORM_TYPE_QUERY) || kept === null) return chooseDevice(query, isIpadPresentingAsMac);
  return kept;
}
