import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN_REQUIRED, publicOriginFromEnv } from '../../../server/http/publicOrigin';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { Browser, enc, lastMessage } from '../auth/helpers';
import { DB_HOOK_TIMEOUT } from '../helpers';
import { startSecurityHarness, type SecurityHarness } from './harness';

let h: SecurityHarness;

beforeAll(async () => {
  h = await startSecurityHarness();
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await h.close();
});

/** fetch cannot set Host: a raw request with the attacker's header. */
function withHost(method: 'GET' | 'POST', path: string, host: string, body?: unknown): Promise<{ status: number; text: string }> {
  const target = new URL(path, h.url);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: {
          host,
          ...(text === undefined
            ? {}
            : { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'content-length': Buffer.byteLength(text) }),
        },
      },
      (res) => {
        let answer = '';
        res.on('data', (c: Buffer) => (answer += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: answer }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('Host: evil.example moves no link (PUBLIC_ORIGIN unset)', () => {
  it('the activation mail links to the listening address', async () => {
    const email = 'host.poison@example.com';
    const reply = await withHost('POST', AUTH_PATHS.register, 'evil.example', {
      type: 'full_reg',
      email,
      uPassword: enc('first-password'),
      login: 'hostpoison',
      bonus: 1,
      currency: 'EUR',
      lng: 'en',
    });
    expect(reply.status, reply.text).toBe(200);
    const mail = await lastMessage(new Browser(h.url), email);
    expect(mail.links.length).toBeGreaterThan(0);
    for (const link of mail.links) expect(new URL(link).origin).toBe(new URL(h.url).origin);
    expect(mail.body).not.toContain('evil.example');
  });

  it('robots.txt and the sitemap point to the listening address', async () => {
    const listening = new URL(h.url).origin;
    const robots = await withHost('GET', '/robots.txt', 'evil.example');
    expect(robots.text).toContain(`Sitemap: ${listening}/sitemap.xml`);
    const sitemap = await withHost('GET', '/sitemap.xml', 'evil.example');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).not.toContain('evil.example');
    expect(sitemap.text).toContain(`<loc>${listening}/`);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('production does not start without it, and says why', () => {
    expect(() => publicOriginFromEnv({ NODE_ENV: 'production' })).toThrow(PUBLIC_ORIGIN_REQUIRED);
    expect(() => publicOriginFromEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: '  ' })).toThrow(/PUBLIC_ORIGIN must be set in production/);
    expect(publicOriginFromEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://bethouse.example/' })).toBe('https://bethouse.example');
  });

  it('outside production it may be unset (links use the listening address); a malformed one is refused', () => {
    expect(publicOriginFromEnv({})).toBeUndefined();
    expect(publicOriginFromEnv({ NODE_ENV: 'test' })).toBeUndefined();
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
    for (const bad of ['bethouse.example', 'ftp://bethouse.example', 'https://bethouse.example/en', 'https://bethouse.example?x=1'])
      expect(() => publicOriginFromEnv({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN must be an origin/);
  });
});
