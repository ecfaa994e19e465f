import { describe, expect, it } from 'vitest';
import { deviceChoiceOf, resolveRoute } from '../../../src/core/routing';
import { guest, makeEnv, url } from './fixtures';

const q = (search: string) => new URLSearchParams(search);

/** SPEC 1 device detection where no mobile site is configured: the phone layout, chosen once per visit. */
describe('deviceChoiceOf: the layout a visit is drawn in', () => {
  it('platform_type decides when the URL has it, whatever was kept', () => {
    expect(deviceChoiceOf(null, q('platform_type=mobile'), false)).toBe('mobile');
    expect(deviceChoiceOf('desktop', q('platform_type=mobile'), false)).toBe('mobile');
    expect(deviceChoiceOf('mobile', q('platform_type=desktop'), false)).toBe('desktop');
    // The parameter beats the iPad rule, as chooseDevice has it.
    expect(deviceChoiceOf(null, q('platform_type=desktop'), true)).toBe('desktop');
  });

  it('without the parameter the kept choice stands, so a link that drops the query keeps the layout', () => {
    expect(deviceChoiceOf('mobile', q(''), false)).toBe('mobile');
    expect(deviceChoiceOf('mobile', q('x=1'), false)).toBe('mobile');
    expect(deviceChoiceOf('desktop', q(''), true)).toBe('desktop');
  });

  it('a first visit without the parameter follows the iPad rule', () => {
    expect(deviceChoiceOf(null, q(''), true)).toBe('mobile');
    expect(deviceChoiceOf(null, q(''), false)).toBe('desktop');
  });
});

describe('the route answer carries the device in its offers', () => {
  const env = makeEnv();
  const deviceAt = (path: string, visitor = guest) => {
    const answer = resolveRoute(url(path), visitor, env);
    return 'offers' in answer ? answer.offers.device : null;
  };

  it('from the query, the kept choice and the iPad rule', () => {
    expect(deviceAt('/en/live')).toBe('desktop');
    expect(deviceAt('/en/live?platform_type=mobile')).toBe('mobile');
    expect(deviceAt('/en/line', { ...guest, keptDevice: 'mobile' })).toBe('mobile');
    expect(deviceAt('/en/line', { ...guest, isIpadPresentingAsMac: true })).toBe('mobile');
    // A 404 paints the chrome too, in the same layout.
    expect(deviceAt('/en/no-such-page/x/y/z/w?platform_type=mobile')).toBe('mobile');
  });

  it('where a mobile site is configured, the redirect to it stays', () => {
    const mobile = makeEnv({}, { mobileSiteOrigin: 'https://m.test.example' });
    expect(resolveRoute(url('/en/live?platform_type=mobile'), guest, mobile)).toEqual({
      kind: 'mobileSite',
      to: 'https://m.test.example/en/live?platform_type=mobile',
    });
  });
});
