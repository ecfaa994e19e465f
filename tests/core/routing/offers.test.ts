import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../../src/core/routing';
import { guest, makeEnv, signedIn, url, vipGuest } from './fixtures';

/**
 * What the site offers a visitor comes with the route answer of every page it
 * paints in a language (page, 404, error, sign-in), so the header and the
 * support button apply no rule of their own.
 */
describe('the offers of a route answer', () => {
  const env = makeEnv(
    {},
    {
      langHiddenUnauthorized: ['ar'],
      isAvailableCallback: true,
      langsHiddenCallback: ['ru'],
      consultantParams: { consultant_id: 'c-1' },
      isRegistrationAllowed: true,
    },
  );
  const offersAt = (path: string, visitor = guest) => {
    const answer = resolveRoute(url(path), visitor, env);
    return 'offers' in answer ? answer.offers : null;
  };

  it('a guest is not offered the languages hidden from guests, nor the call back; a player is, where the language allows', () => {
    expect(offersAt('/en/contacts')?.languages.map((l) => l.code)).not.toContain('ar');
    expect(offersAt('/en/contacts', signedIn)?.languages.map((l) => l.code)).toContain('ar');
    expect(offersAt('/en/contacts')?.callback).toBe(false);
    expect(offersAt('/en/contacts', signedIn)?.callback).toBe(true);
    expect(offersAt('/ru/contacts', signedIn)?.callback).toBe(false);
    expect(offersAt('/en/contacts')?.chat).toBe(true);
  });

  it('registration is offered by the registration route’s own rule: not on a VIP domain', () => {
    expect(offersAt('/en/contacts')?.registration).toBe(true);
    const vip = resolveRoute(url('/en/contacts'), vipGuest, makeEnv({}, { isRegistrationAllowed: true }));
    expect('offers' in vip && vip.offers.registration).toBe(false);
  });

  it('a 404 and a sign-in answer carry them too; a redirect does not', () => {
    expect(offersAt('/en/no-such-page/x/y/z/w')).not.toBeNull();
    expect(offersAt('/en/office/history')).not.toBeNull();
    expect(offersAt('/')).toBeNull();
  });
});
