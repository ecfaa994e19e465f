// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planReferralCookies } from '../../../src/core/referral';
import type { CoreApi } from '../../../src/protocol/api';
import { readCookies } from '../../../src/ui/shell/browserFacts';
import { writeLandingCookies } from '../../../src/ui/referral/landingCookies';

/** A core whose referralCookies answer is the worker's own planner. */
const core = { ask: vi.fn(async (_name: string, input: { search: string }) => ({ write: planReferralCookies(input.search) })) };

afterEach(() => {
  for (const name of Object.keys(readCookies())) document.cookie = `${name}=; path=/; max-age=0`;
  core.ask.mockClear();
});

describe('the landing chunk writes what the worker plans', () => {
  it('writes each referral cookie with its max-age, and the consultant flag for the session', async () => {
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    await writeLandingCookies(Promise.resolve(core as unknown as CoreApi), '?btag=abc&payment_consultant=1');
    setter.mockRestore();
    expect(core.ask).toHaveBeenCalledWith('referralCookies', { search: '?btag=abc&payment_consultant=1' });
    expect(written).toEqual([
      `reflinkid=btag%3Dabc; path=/; max-age=${60 * 86400}; SameSite=Lax`,
      `partnerid=abc; path=/; max-age=${60 * 86400}; SameSite=Lax`,
      'payment_consultant=1; path=/; SameSite=Lax',
    ]);
  });

  it('a worker that never connects, or refuses, leaves no cookie and no unhandled error', async () => {
    await writeLandingCookies(Promise.reject(new Error('no worker')), '?btag=abc');
    const refusing = { ask: async () => Promise.reject(new Error('no controller answers referralCookies')) };
    await writeLandingCookies(Promise.resolve(refusing as unknown as CoreApi), '?btag=abc');
    expect(readCookies()).toEqual({});
  });
});
