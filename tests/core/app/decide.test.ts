import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState } from '../../../src/core/app';
import type { AppCommand } from '../../../src/protocol/catalogue';
import type { AppEvent } from '../../../src/protocol/catalogue';
import { isRejection } from '../../../src/core/shared/decision';
import type { AppDecideContext } from '../../../src/core/app';

const ctx: AppDecideContext = { now: 1_700_000_000_000, newId: () => 'id-1', config: null };
const set = (payload: Record<string, unknown>): AppCommand => ({ id: 'c1', type: 'preferences/set', payload }) as AppCommand;

describe('decideApp for preferences', () => {
  it('a real change gives one preferences/changed v2 event with only what changed', () => {
    const decision = decideApp(initialAppState, set({ appTheme: 1, fontSize: 'medium' }), ctx);
    expect(decision).toEqual([{ type: 'preferences/changed', v: 2, payload: { changes: { appTheme: 1 } } }]);
  });

  it('a change to the value already held gives no events', () => {
    expect(decideApp(initialAppState, set({ appTheme: initialAppState.preferences.appTheme }), ctx)).toEqual([]);
    expect(decideApp(initialAppState, set({}), ctx)).toEqual([]);
  });

  it.each([
    [{ appTheme: 2 }, 'appTheme'],
    [{ coefViewId: 6 }, 'coefViewId'],
    [{ timeZone: 3.5 }, 'timeZone'],
    [{ language: 'EN' }, 'language'],
    [{ fontSize: 'huge' }, 'fontSize'],
  ])('an invalid value %j is rejected with preferences.invalid_value naming %s', (payload, field) => {
    const decision = decideApp(initialAppState, set(payload), ctx);
    expect(isRejection(decision)).toBe(true);
    expect(decision).toEqual({ rejected: true, code: 'preferences.invalid_value', params: { field } });
  });

  it('an unknown preference is rejected', () => {
    const decision = decideApp(initialAppState, set({ noSuchPreference: true }), ctx);
    expect(decision).toMatchObject({ rejected: true, code: 'preferences.invalid_value' });
  });

  it('reset gives a preferences/reset event, and evolving it restores the defaults', () => {
    const changed = evolveApp(initialAppState, { type: 'preferences/changed', v: 2, payload: { changes: { appTheme: 1, is12h: true } } });
    const decision = decideApp(changed, { id: 'c2', type: 'preferences/reset', payload: {} }, ctx);
    expect(decision).toEqual([{ type: 'preferences/reset', v: 1, payload: {} }]);
    expect(evolveApp(changed, (decision as AppEvent[])[0]!)).toEqual(initialAppState);
  });

  it('an unknown command is rejected', () => {
    const decision = decideApp(initialAppState, { id: 'c3', type: 'nope/nothing', payload: {} } as unknown as AppCommand, ctx);
    expect(decision).toMatchObject({ rejected: true, code: 'unknown_command' });
  });
});

describe('decideApp for the coupon', () => {
  const add = { id: 'c9', type: 'coupon/addBet', payload: {} } as unknown as AppCommand;
  it('refuses coupon commands until the site configuration has loaded', () => {
    expect(decideApp(initialAppState, add, ctx)).toMatchObject({ rejected: true, code: 'coupon.no_site_config' });
  });
  it('hands coupon commands to the coupon context once it has', () => {
    const withConfig = {
      ...ctx,
      config: {
        couponTypes: [],
        bonusSettings: { isExpressBonusEnabled: false, isVipBetEnabled: false, isOneClickShown: true },
      } as unknown as SiteConfig,
    };
    const decision = decideApp(
      initialAppState,
      { id: 'c10', type: 'coupon/changeType', payload: { typeId: 1 } } as unknown as AppCommand,
      withConfig,
    );
    // An empty coupon cannot become an express: the coupon context, not the router, answers.
    expect(isRejection(decision) ? decision.code : 'events').toMatch(/^coupon\.|events/);
    expect(decideApp(initialAppState, add, withConfig)).toMatchObject({ rejected: true, code: expect.stringMatching(/^coupon\./) });
  });
});
