import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { showsRegistrationWidget } from '../../../src/ui/shell/layouts/sideColumns';
import { formatMoment } from '../../../src/ui/shell/maintenanceTexts';
import { maintenanceTextLanguage } from '../../../src/core/routing/maintenance';
import { callbackOffered, chatOffered } from '../../../src/core/routing/support';
import { isExternal, readCookies } from '../../../src/ui/shell/browserFacts';

describe('shell rules', () => {
  it('maintenance texts: a language with texts reads its own, az, kz and uk the Russian-type ones, the others English', () => {
    for (const lang of ['az', 'kz', 'kk', 'uk', 'ru']) expect(maintenanceTextLanguage(lang)).toBe('ru');
    for (const lang of ['en', 'ar', 'de']) expect(maintenanceTextLanguage(lang)).toBe(lang);
    for (const lang of ['tr', 'fr']) expect(maintenanceTextLanguage(lang)).toBe('en');
  });

  it("states a moment in the visitor's time zone and hour cycle, naming the zone", () => {
    const at = Date.UTC(2031, 0, 2, 10, 0);
    const moscow24 = formatMoment(at, 'en', { timeZoneHours: 3, is12h: false });
    expect(moscow24).toMatch(/Jan 2, 2031/);
    expect(moscow24).toMatch(/13:00 \(UTC\+3\)$/);
    expect(formatMoment(at, 'en', { timeZoneHours: 0, is12h: true })).toMatch(/10:00\sAM \(UTC\)$/);
    expect(formatMoment(at, 'en', { timeZoneHours: -5, is12h: true })).toMatch(/5:00\sAM \(UTC−5\)$/);
    expect(formatMoment(at, 'ru', { timeZoneHours: 3, is12h: false })).toMatch(/2 янв\. 2031 г\., 13:00 \(UTC\+3\)$/);
    expect(formatMoment(at, 'en', { timeZoneHours: 14, is12h: false })).toMatch(/Jan 3, 2031, 00:00 \(UTC\+14\)$/);
    expect(formatMoment(null, 'en', { timeZoneHours: 3, is12h: false })).toBeNull();
  });

  it('the call back where the site offers it and not in a hidden language; the chat with a consultant id', () => {
    const site = { isAvailableCallback: true, langsHiddenCallback: ['ar'], consultantParams: { consultant_id: null } };
    expect(callbackOffered(site, 'en')).toBe(true);
    expect(callbackOffered(site, 'ar')).toBe(false);
    expect(callbackOffered({ ...site, isAvailableCallback: false }, 'en')).toBe(false);
    expect(chatOffered(site)).toBe(false);
    expect(chatOffered({ consultantParams: { consultant_id: 'c-1' } })).toBe(true);
    expect(chatOffered({ consultantParams: { consultant_id: '' } })).toBe(false);
  });

  it('the registration widget needs all five conditions', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (signedIn, registrationAllowed, rightCollapsed, couponEmpty, asianView) => {
          const shown = showsRegistrationWidget({ signedIn, registrationAllowed, rightCollapsed, couponEmpty, asianView });
          expect(shown).toBe(!signedIn && registrationAllowed && !rightCollapsed && couponEmpty && !asianView);
        },
      ),
    );
  });

  it('parses cookies and tells external URLs from paths', () => {
    expect(readCookies('lng=ru; ua=1; x=a%20b; bad=%E0')).toEqual({ lng: 'ru', ua: '1', x: 'a b', bad: '%E0' });
    expect(isExternal('https://m.example.com/en')).toBe(true);
    expect(isExternal('/en/live')).toBe(false);
  });
});
