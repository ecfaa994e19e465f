import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialPreferences,
  mayStoreFunctionalCookies,
  planPreferenceCookies,
  readAgreeType,
  twelveHourClock,
  type CookiePlan,
  type MirroredPreferences,
} from '../../../src/core/preferences';
import type { CookieContext } from '../../../src/core/preferences/cookies';
import { DEFAULT_PREFERENCES } from '../../../src/protocol/constants/preferences';
import { twelveHourByGeo } from '../../../src/core/format/clock';

type Jar = Record<string, string>;

const agreeArb = fc.constantFrom(null, 0 as const, 1 as const, 2 as const);
const mirroredArb: fc.Arbitrary<MirroredPreferences> = fc.record({
  cookiesAgreeType: agreeArb,
  leftSectionHidden: fc.boolean(),
  rightSectionHidden: fc.boolean(),
  appViewType: fc.constantFrom(0 as const, 1 as const),
  marketsNameType: fc.constantFrom(0 as const, 1 as const),
  groupByCountry: fc.boolean(),
  timeZone: fc.integer({ min: -12, max: 14 }),
  is12h: fc.boolean(),
});
const contextArb: fc.Arbitrary<CookieContext> = fc.record({
  twelveHourByGeo: fc.constantFrom(null, true, false),
  seoHost: fc.constantFrom(null, 'bethouse.example', 'm.bethouse.example'),
});
/** The functional cookies SPEC 9 declares besides hide_left / hide_right. */
const OTHER_FUNCTIONAL = ['app_view_type', 'markets_name_type', 'isChampsGroupedByCountry', 'tzo', 'is12h', 'seo_host'] as const;
/** Whatever a browser may hold: our values, stale ones, foreign garbage, or nothing. */
const cookieValueArb: fc.Arbitrary<string | undefined> = fc.option(fc.constantFrom('0', '1', '2', '', 'yes', '3'), { nil: undefined });
const jarArb: fc.Arbitrary<Jar> = fc
  .record({
    cookies_agree_type: cookieValueArb,
    hide_left: cookieValueArb,
    hide_right: cookieValueArb,
    lng: cookieValueArb,
    is12h: cookieValueArb,
    tzo: fc.option(fc.constantFrom('3', '-5', '14', '15', 'x'), { nil: undefined }),
    app_view_type: cookieValueArb,
    seo_host: fc.option(fc.constantFrom('old.example', 'bethouse.example'), { nil: undefined }),
  })
  .map((r) => Object.fromEntries(Object.entries(r).filter((e): e is [string, string] => e[1] !== undefined)) as Jar);

function apply(jar: Jar, plan: CookiePlan): Jar {
  const next = { ...jar, ...plan.write };
  for (const name of plan.remove) delete next[name];
  return next;
}

describe('preference cookies (SPEC 5, SPEC 9)', () => {
  it('functional cookies only with agreement type 1 or 2', () => {
    expect(([null, 0, 1, 2] as const).map((cookiesAgreeType) => mayStoreFunctionalCookies({ cookiesAgreeType }))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(mayStoreFunctionalCookies(initialPreferences)).toBe(false);
  });

  it('reads only the answers it writes', () => {
    expect(['0', '1', '2', undefined, '', '3', ' 1', 'true'].map(readAgreeType)).toEqual([0, 1, 2, null, null, null, null, null]);
  });

  it('after a push, hide_left and hide_right exist only with functional cookies agreed, and then say what the store says', () => {
    fc.assert(
      fc.property(mirroredArb, jarArb, (p, jar) => {
        const after = apply(jar, planPreferenceCookies(p, jar, false));
        if (mayStoreFunctionalCookies(p)) {
          expect(after.hide_left).toBe(p.leftSectionHidden ? '1' : '0');
          expect(after.hide_right).toBe(p.rightSectionHidden ? '1' : '0');
        } else {
          expect(after.hide_left).toBeUndefined();
          expect(after.hide_right).toBeUndefined();
        }
        expect(after.cookies_agree_type).toBe(p.cookiesAgreeType === null ? undefined : String(p.cookiesAgreeType));
        // Cookies that are not ours are left alone.
        expect(after.lng).toBe(jar.lng);
      }),
    );
  });

  it('never writes a functional cookie without the agreement, and is idempotent: a second push changes nothing', () => {
    fc.assert(
      fc.property(mirroredArb, jarArb, contextArb, (p, jar, context) => {
        const plan = planPreferenceCookies(p, jar, false, context);
        if (!mayStoreFunctionalCookies(p)) expect(Object.keys(plan.write).filter((n) => n !== 'cookies_agree_type')).toEqual([]);
        expect(plan.adopt).toBeNull();
        const again = planPreferenceCookies(p, apply(jar, plan), false, context);
        expect(again).toEqual({ write: {}, remove: [], adopt: null });
      }),
    );
  });

  it('at boot, a store without an answer takes the cookie’s answer and, with functional cookies, the folded columns', () => {
    const fresh = { ...DEFAULT_PREFERENCES, cookiesAgreeType: null };
    expect(planPreferenceCookies(fresh, { cookies_agree_type: '2', hide_left: '1', hide_right: '0' }, true)).toEqual({
      write: {},
      remove: [],
      adopt: { cookiesAgreeType: 2, leftSectionHidden: true, rightSectionHidden: false },
    });
    expect(planPreferenceCookies(fresh, { cookies_agree_type: '1', hide_right: '1' }, true).adopt).toEqual({
      cookiesAgreeType: 1,
      rightSectionHidden: true,
    });
    // Necessary only: a hide cookie left behind is not the visitor's wish, it is removed by the next push.
    expect(planPreferenceCookies(fresh, { cookies_agree_type: '0', hide_left: '1' }, true).adopt).toEqual({ cookiesAgreeType: 0 });
    // A value we never write is no answer: nothing adopted, and it goes.
    expect(planPreferenceCookies(fresh, { cookies_agree_type: 'yes' }, true)).toEqual({
      write: {},
      remove: ['cookies_agree_type'],
      adopt: null,
    });
  });

  it('adopts only at boot and only when the store has no answer: the store wins otherwise', () => {
    const fresh = { ...DEFAULT_PREFERENCES, cookiesAgreeType: null };
    // Later in the tab's life a null answer means the visitor's preferences were reset: the cookie goes with it.
    expect(planPreferenceCookies(fresh, { cookies_agree_type: '2', hide_left: '1' }, false)).toEqual({
      write: {},
      remove: ['cookies_agree_type', 'hide_left'],
      adopt: null,
    });
    fc.assert(
      fc.property(mirroredArb, jarArb, fc.boolean(), (p, jar, boot) => {
        const plan = planPreferenceCookies(p, jar, boot);
        const adopts = boot && p.cookiesAgreeType === null && readAgreeType(jar.cookies_agree_type) !== null;
        expect(plan.adopt !== null).toBe(adopts);
      }),
    );
  });

  it('the SPEC 9 display cookies mirror their preferences only while functional cookies are agreed', () => {
    fc.assert(
      fc.property(mirroredArb, jarArb, contextArb, (p, jar, context) => {
        const after = apply(jar, planPreferenceCookies(p, jar, false, context));
        if (!mayStoreFunctionalCookies(p)) {
          for (const name of OTHER_FUNCTIONAL) expect(after[name], name).toBeUndefined();
          return;
        }
        expect(after.app_view_type).toBe(String(p.appViewType));
        expect(after.markets_name_type).toBe(String(p.marketsNameType));
        expect(after.isChampsGroupedByCountry).toBe(p.groupByCountry ? '1' : '0');
        expect(after.tzo).toBe(String(p.timeZone));
        expect(after.is12h).toBe((context.twelveHourByGeo ?? p.is12h) ? '1' : '0');
        // Unknown host: a seo_host cookie already there is left as it is.
        expect(after.seo_host).toBe(context.seoHost ?? jar.seo_host);
      }),
    );
  });

  it('is12h follows the geo when the config decides it, else the player', () => {
    const p = { ...DEFAULT_PREFERENCES, cookiesAgreeType: 1 as const, is12h: false };
    expect(twelveHourClock(p, { twelveHourByGeo: null })).toBe(false);
    expect(twelveHourClock(p, { twelveHourByGeo: true })).toBe(true);
    expect(twelveHourClock({ is12h: true }, { twelveHourByGeo: false })).toBe(false);
    expect(planPreferenceCookies(p, {}, false, { twelveHourByGeo: true, seoHost: null }).write.is12h).toBe('1');
  });

  it('at boot adopts the display cookies, but not a clock the geo decides nor anything without functional agreement', () => {
    const fresh = { ...DEFAULT_PREFERENCES, cookiesAgreeType: null };
    const jar = {
      cookies_agree_type: '1',
      app_view_type: '1',
      markets_name_type: '1',
      isChampsGroupedByCountry: '1',
      tzo: '-5',
      is12h: '1',
    };
    expect(planPreferenceCookies(fresh, jar, true).adopt).toEqual({
      cookiesAgreeType: 1,
      appViewType: 1,
      marketsNameType: 1,
      groupByCountry: true,
      timeZone: -5,
      is12h: true,
    });
    expect(planPreferenceCookies(fresh, jar, true, { twelveHourByGeo: true, seoHost: 'h' }).adopt).not.toHaveProperty('is12h');
    expect(planPreferenceCookies(fresh, { ...jar, tzo: '99', app_view_type: '7' }, true).adopt).not.toHaveProperty('timeZone');
    expect(planPreferenceCookies(fresh, { ...jar, cookies_agree_type: '0' }, true).adopt).toEqual({ cookiesAgreeType: 0 });
  });
});

describe('twelveHourByGeo (the config half of the clock)', () => {
  it('is the geo format only when the config decides the clock by geo', () => {
    expect(twelveHourByGeo({ has_twelve_h_by_geo: true, geo_with_twelve_format: true })).toBe(true);
    expect(twelveHourByGeo({ has_twelve_h_by_geo: true, geo_with_twelve_format: false })).toBe(false);
    expect(twelveHourByGeo({ has_twelve_h_by_geo: false, geo_with_twelve_format: true })).toBeNull();
    expect(twelveHourByGeo(null)).toBeNull();
  });
});
