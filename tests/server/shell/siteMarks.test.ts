import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import { AD_BAIT_PATH, POLICY_LOGO_PATH } from '../../../src/protocol/constants/siteNotices';
import { captureLogger, stubDb, tempDir } from '../helpers';

// The marks never touch the database: a stub keeps this file free of PGlite.
const dist = tempDir('dist-');
let site: RunningServer;

beforeAll(async () => {
  site = await startServer({ db: stubDb(), distDir: dist.path, log: captureLogger(), port: 0 });
});

afterAll(async () => {
  await site?.close();
  dist.remove();
});

describe('the shell marks', () => {
  it('serves the policy pixel as a real GIF, cached for a day', async () => {
    const answer = await fetch(new URL(POLICY_LOGO_PATH, site.url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/gif');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a');
    // One pixel wide and high (the logical screen size, little-endian).
    expect([bytes[6], bytes[7], bytes[8], bytes[9]]).toEqual([1, 0, 1, 0]);
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers HEAD for the pixel without a body', async () => {
    const answer = await fetch(new URL(POLICY_LOGO_PATH, site.url), { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/gif');
    expect(await answer.text()).toBe('');
  });

  it('serves the ad-blocker bait as a script that is never cached', async () => {
    const answer = await fetch(new URL(AD_BAIT_PATH, site.url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('bait');
  });

  it('refuses other methods with a typed 405', async () => {
    const answer = await fetch(new URL(POLICY_LOGO_PATH, site.url), { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(await answer.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});
