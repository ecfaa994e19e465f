/**
 * The site-wide notices and marks the shell adds on every page (SPEC 7, 8, 9),
 * as data in one place: the reference server serves these paths, the worker's
 * rules and the page read them. docs/notifications.md says what raises each notice.
 */

/** SPEC 7: the hidden policy pixel. */
export const POLICY_LOGO_PATH = '/policy/logo.agif';

/** SPEC 9: the geo country ids (site config `geoCountryId`) whose pages carry the policy pixel. */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

/**
 * The ad-blocker bait (SPEC 8): a tiny script at a path the common filter
 * lists block, served by the site's own server. Fetched at idle: failing
 * while the site's own server answers means something in the browser stopped it.
 */
export const AD_BAIT_PATH = '/ads/prebid-ads.js';

/** Class names cosmetic filters hide, on an empty bait element the page adds at idle and removes again. */
export const AD_BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250';
