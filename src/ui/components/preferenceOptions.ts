import { ODDS_FORMAT_IDS, ODDS_FORMAT_NAMES, type OddsFormatId, type OddsFormatName } from '../../protocol/constants/oddsFormats';
import type { Preferences } from '../../protocol/preferences';

/**
 * A fixed illustration of decimal 2.50 in each format, so the settings panel
 * can show what a choice means. Converting real odds is the core's job
 * (src/core/odds); these strings are text, not arithmetic.
 */
const ODDS_EXAMPLES: Readonly<Record<OddsFormatName, string>> = {
  decimal: '2.50',
  fractional: '6/4',
  american: '+150',
  hongKong: '1.50',
  indonesian: '+1.50',
  malay: '-0.67',
};

export interface OddsFormatOption {
  readonly id: OddsFormatId;
  /** Translation key under `odds_format.` */
  readonly key: OddsFormatName;
  readonly example: string;
}

export const ODDS_FORMATS: readonly OddsFormatOption[] = ODDS_FORMAT_IDS.map((id) => ({
  id,
  key: ODDS_FORMAT_NAMES[id],
  example: ODDS_EXAMPLES[ODDS_FORMAT_NAMES[id]],
}));

export function oddsFormat(id: number): OddsFormatOption {
  return ODDS_FORMATS.find((format) => format.id === id) ?? { id: 0, key: 'decimal', example: ODDS_EXAMPLES.decimal };
}

export const THEMES = [
  { value: 0, key: 'theme.light' },
  { value: 1, key: 'theme.dark' },
] as const;

export const VIEW_TYPES = [
  { value: 0, key: 'view.european' },
  { value: 1, key: 'view.asian' },
] as const;

export const FONT_SIZES = ['small', 'medium', 'large'] as const satisfies readonly Preferences['fontSize'][];

export const MARKET_NAME_TYPES = [
  { value: 0, key: 'markets_name.full' },
  { value: 1, key: 'markets_name.short' },
] as const;

/** The schema's range of UTC offsets (whole hours). */
export const TIME_ZONES: readonly number[] = Array.from({ length: 27 }, (_, i) => i - 12);

export function formatOffset(hours: number): string {
  if (hours === 0) return '±0';
  return hours > 0 ? `+${hours}` : `−${Math.abs(hours)}`;
}

type BooleanKey = { [K in keyof Preferences]: Preferences[K] extends boolean ? K : never }[keyof Preferences];

/**
 * On/off preferences the panel shows, grouped the way a player looks for
 * them. moveVideoOnScroll is kept in the store but not offered: the site has
 * no video player yet, and a switch that changes nothing is worse than none.
 */
export const SWITCH_GROUPS: readonly { readonly section: string; readonly keys: readonly BooleanKey[] }[] = [
  { section: 'appearance', keys: ['compactView', 'lightVersion'] },
  { section: 'time', keys: ['is12h'] },
  {
    section: 'events',
    keys: ['showGameId', 'detailedScore', 'groupByCountry', 'bestMatchesOnTop', 'showSportsOnly', 'statsInNewWindow'],
  },
  { section: 'coupon', keys: ['teamLogosInCoupon', 'accumulatorOfDayLine', 'accumulatorOfDayLive', 'betGenerator'] },
];
