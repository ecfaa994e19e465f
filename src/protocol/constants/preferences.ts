import type { Preferences } from '../preferences';

// Apart from the preference schemas (src/protocol/preferences.ts re-exports it): the page reads it without the schema library.

/** SPEC section 9: accumulator of the day, stats in a new window and move video on scroll default on; time zone 3. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: null,
  coefViewId: 0,
  appViewType: 0,
  appTheme: 0,
  fontSize: 'medium',
  compactView: false,
  lightVersion: false,
  accumulatorOfDayLine: true,
  accumulatorOfDayLive: true,
  betGenerator: false,
  showSportsOnly: false,
  showGameId: false,
  bestMatchesOnTop: false,
  detailedScore: false,
  statsInNewWindow: true,
  moveVideoOnScroll: true,
  teamLogosInCoupon: true,
  leftSectionHidden: false,
  rightSectionHidden: false,
  marketsNameType: 0,
  zoneState: false,
  groupByCountry: false,
  timeZone: 3,
  is12h: false,
  cookiesAgreeType: null,
};
