export { decide } from './decide';
export { evolve, evolveAll } from './evolve';
export { initialPreferences, type PreferencesState } from './state';
export { mayStoreFunctionalCookies, mayStoreMarketingCookies } from './cookies';
export {
  NO_COOKIE_CONTEXT,
  planPreferenceCookies,
  readAgreeType,
  twelveHourClock,
  type CookieContext,
  type CookiePlan,
  type MirroredPreferences,
} from './cookies';
export { readChanges } from './readChanges';
