import { PLATFORM_TYPE_QUERY } from '../../protocol/routes';

export type Device = 'desktop' | 'mobile';

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
