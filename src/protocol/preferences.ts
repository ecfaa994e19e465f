import { z } from 'zod';
import type { CommandEnvelope } from './envelope';
import type { NewEvent } from './envelope';
import type { CommandSpec } from './catalogue';

/** Per-user display preferences (SPEC section 3). Every change is an event. */
export const preferencesSchema = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable(),
  /** Odds display format id (src/protocol/constants/oddsFormats.ts). */
  coefViewId: z.number().int().min(0).max(5),
  /** 0 European, 1 Asian. */
  appViewType: z.literal([0, 1]),
  /** 0 light, 1 dark. */
  appTheme: z.literal([0, 1]),
  fontSize: z.enum(['small', 'medium', 'large']),
  compactView: z.boolean(),
  lightVersion: z.boolean(),
  accumulatorOfDayLine: z.boolean(),
  accumulatorOfDayLive: z.boolean(),
  betGenerator: z.boolean(),
  showSportsOnly: z.boolean(),
  showGameId: z.boolean(),
  bestMatchesOnTop: z.boolean(),
  detailedScore: z.boolean(),
  statsInNewWindow: z.boolean(),
  moveVideoOnScroll: z.boolean(),
  teamLogosInCoupon: z.boolean(),
  leftSectionHidden: z.boolean(),
  rightSectionHidden: z.boolean(),
  /** 0 full market names, 1 short. */
  marketsNameType: z.literal([0, 1]),
  zoneState: z.boolean(),
  groupByCountry: z.boolean(),
  /** Offset from UTC in hours. */
  timeZone: z.number().int().min(-12).max(14),
  is12h: z.boolean(),
  /** Which cookies the player agreed to: null not asked, 0 necessary only, 1 functional, 2 all. */
  cookiesAgreeType: z.literal([0, 1, 2]).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export type PreferenceKey = keyof Preferences;

export { DEFAULT_PREFERENCES } from './constants/preferences';

export const preferencesPatchSchema = preferencesSchema.partial().strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

export type PreferencesCommand =
  CommandEnvelope<'preferences/set', PreferencesPatch> | CommandEnvelope<'preferences/reset', Record<string, never>>;

/** v2: a patch of several preferences at once. (v1 carried one {key, value}; upcast on read.) */
export type PreferencesChanged = NewEvent<'preferences/changed', { readonly changes: PreferencesPatch }>;
export type PreferencesReset = NewEvent<'preferences/reset', Record<string, never>>;
export type PreferencesEvent = PreferencesChanged | PreferencesReset;

export const PREFERENCES_EVENT_SCHEMAS = {
  'preferences/changed': {
    v: 2,
    schema: z.object({ changes: preferencesPatchSchema }),
    /** Payload shapes of older versions, so a record can be checked before it is upcast. */
    old: { 1: z.object({ key: preferencesSchema.keyof(), value: z.unknown() }) },
  },
  'preferences/reset': { v: 1, schema: z.object({}).strict(), old: {} },
} as const;

/** Display preferences move no money and reach no server: answered once applied, written right after. */
export const PREFERENCES_COMMANDS = {
  'preferences/set': { from: 'tab', acknowledge: 'applied' },
  'preferences/reset': { from: 'tab', acknowledge: 'applied' },
} as const satisfies Record<PreferencesCommand['type'], CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    preferences: PreferencesCommand;
  }
  interface ContextEvents {
    preferences: PreferencesEvent;
  }
}
/** What a tab does with the cookies that mirror the preferences (SPEC 5, 9): the worker's plan for the cookies it sent. */
export interface PreferenceCookiePlan {
  readonly write: Readonly<Record<string, string>>;
  readonly remove: readonly string[];
  /**
   * 'adopted': the store took the answer a cookie remembered; 'refused': it would not,
   * so that cookie goes and the question is asked again.
   */
  readonly adopted: 'none' | 'adopted' | 'refused';
}

declare module './api' {
  interface ProjectionValues {
    readonly preferences: Preferences;
  }
  interface QueryCatalogue {
    /** The tab's cookies after a preferences push; `boot`: its first push, when a cookie may tell a fresh store the visitor's answer. */
    preferenceCookies: {
      input: {
        readonly cookies: Readonly<Record<string, string>>;
        readonly boot: boolean;
        /** The page's host name: the seo_host cookie (SPEC 9). */
        readonly host?: string;
      };
      output: PreferenceCookiePlan;
    };
  }
}
