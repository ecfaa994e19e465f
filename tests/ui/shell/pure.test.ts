import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mayStoreFunctionalCookies, showsRegistrationWidget } from '../../../src/ui/shell/layouts/sideColumns';
import { epochMs, maintenanceTextLanguage } from '../../../src/ui/shell/maintenanceTexts';
import { isExternal, readCookies } from '../../../src/ui/shell/browserFacts';

describe('shell rules', () => {
  it('Russian-type maintenance texts for az, kz, uk, ru; English for the others', () => {
    for (const lang of ['az', 'kz', 'uk', 'ru']) expect(maintenanceTextLanguage(lang)).toBe('ru');
    for (const lang of ['en', 'ar', 'de', 'tr']) expect(maintenanceTextLanguage(lang)).toBe('en');
  });

  it('reads maintenance moments in seconds or milliseconds', () => {
    expect(epochMs(1_900_000_000)).toBe(1_900_000_000_000);
    expect(epochMs(1_900_000_000_000)).toBe(1_900_000_000_000);
    expect(epochMs(null)).toBeNull();
  });

  it('functional cookies only with agreement type 1 or 2', () => {
    expect([null, undefined, 0, 1, 2].map(mayStoreFunctionalCookies)).toEqual([false, false, false, true, true]);
  });

  it('the registration widget needs all five conditions', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (signedIn, registrationAllowed, rightCollapsed, couponEmpty, asianView) => {
        const shown = showsRegistrationWidget({ signedIn, registrationAllowed, rightCollapsed, couponEmpty, asianView });
        expect(shown).toBe(!signedIn && registrationAllowed && !rightCollapsed && couponEmpty && !asianView);
      }),
    );
  });

  it('parses cookies and tells external URLs from paths', () => {
    expect(readCookies('lng=ru; ua=1; x=a%20b; bad=%E0')).toEqual({ lng: 'ru', ua: '1', x: 'a b', bad: '%E0' });
    expect(isExternal('https://m.example.com/en')).toBe(true);
    expect(isExternal('/en/live')).toBe(false);
  });
});
