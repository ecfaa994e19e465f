import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../server/http/router';
import { DB_HOOK_TIMEOUT } from '../helpers';
import { startSecurityHarness, type SecurityHarness } from './harness';

/**
 * The routes that change state without the script-call rule, each with what
 * protects it instead (docs/security.md, "Ownership and CSRF"). A new
 * exemption fails this test until it is added here and documented there.
 * The /__test/* switches are exempt as a folder: they never exist in production.
 */
const EXEMPT: readonly string[] = [
  // The operator console's HTML forms: outside production, a SameSite=Strict cookie bound to the console's path.
  'POST /__operator/corrections',
  'POST /__operator/requests/reply',
  'POST /__operator/sign-in',
  'POST /__operator/sign-out',
  'POST /__operator/withdrawals/approve',
  'POST /__operator/withdrawals/refuse',
  'POST /__operator/verification/approve',
  'POST /__operator/verification/reject',
  // The analytics collector applies the rule itself, after the key in its path.
  'POST /fatman-api/',
  // The simulated payment provider's own hosted forms, acting on an unguessable intent id.
  'POST /pay-provider/',
  // The built-in OpenID Connect provider: its sign-in form and its token endpoint (client secret); a code is taken only with
  // the site's state cookie and PKCE verifier.
  'POST /web-api/auth/oauth/local/',
  // Server to server, signed with PAYMENT_WEBHOOK_SECRET.
  'POST /web-api/wallet/webhooks/provider',
];

let h: SecurityHarness;

beforeAll(async () => {
  h = await startSecurityHarness();
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await h.close();
});

const key = (r: RouteEntry): string => `${r.method} ${r.path}`;
const pathOf = (r: RouteEntry): string => (r.folder ? `${r.path}walk` : r.path);

describe('every state-changing route needs X-Requested-With and a JSON body', () => {
  it('lists no exemption beyond the documented ones', () => {
    const changing = h.routes().filter((r) => r.guard !== null);
    expect(changing.length).toBeGreaterThan(40);
    const exempt = changing.filter((r) => r.guard?.kind === 'exempt' && !r.path.startsWith('/__test/'));
    for (const r of exempt) expect(r.guard?.kind === 'exempt' && r.guard.reason.length).toBeGreaterThan(20);
    expect(exempt.map(key).sort()).toEqual([...EXEMPT].sort());
  });

  it('refuses a post without the header (403) and a text/plain body (415) on every other route, before reading it', async () => {
    const wrong: string[] = [];
    for (const r of h.routes()) {
      if (r.guard === null || r.guard.kind === 'exempt') continue;
      const url = new URL(pathOf(r), h.url);
      const forged = await fetch(url, { method: r.method, headers: { 'content-type': 'application/json' }, body: '{}' });
      await forged.text();
      const expected = r.guard.kind === 'script' || r.guard.kind === 'upload' ? 403 : null;
      if (expected !== null && forged.status !== expected) wrong.push(`${key(r)} without X-Requested-With: ${forged.status}`);
      const plain = await fetch(url, {
        method: r.method,
        headers: { 'content-type': 'text/plain', 'x-requested-with': 'XMLHttpRequest' },
        body: '{}',
      });
      await plain.text();
      if (plain.status !== 415) wrong.push(`${key(r)} as text/plain: ${plain.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
