import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { CYCLIC_REDIRECT_ERROR } from '../../../src/protocol/schemas/redirect';
import { DB_HOOK_TIMEOUT } from '../helpers';
import { startSeoSite, type SeoServer, type SeoSite } from './harness';

/**
 * The start-up steps as the server answers them for a visitor without
 * JavaScript: the mobile site, the redirect service's table, the old-browser
 * page, and the test switch that breaks the information and SEO calls.
 */
let seo: SeoSite;
let db: Db;
let site: SeoServer;
let production: SeoServer;

beforeAll(async () => {
  seo = await startSeoSite();
  ({ db, site, production } = seo);
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await seo?.close();
});

async function get(path: string, server: SeoServer = site, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

describe('device detection in the served answer', () => {
  it('platform_type=mobile is sent to the same URL on the configured mobile origin', async () => {
    await db.query(
      `UPDATE site_config_field SET value = '"https://m.bethouse.example"'::jsonb WHERE country_code = '*' AND field = 'mobileSiteOrigin'`,
    );
    try {
      const answer = await get('/en/line?platform_type=mobile');
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('https://m.bethouse.example/en/line?platform_type=mobile');
    } finally {
      await db.query(`UPDATE site_config_field SET value = 'null'::jsonb WHERE country_code = '*' AND field = 'mobileSiteOrigin'`);
    }
  });

  it('without a mobile site configured (the demo) every device gets this one', async () => {
    expect((await get('/en/line?platform_type=mobile')).status).toBe(200);
  });
});

describe('a page that needs sign-in in the served answer (SPEC 6, loginRequiredTarget)', () => {
  const setField = (field: string, value: unknown) =>
    db.query(
      `INSERT INTO site_config_field (country_code, field, value) VALUES ('*', $1, $2::text::jsonb)
       ON CONFLICT (country_code, field) DO UPDATE SET value = EXCLUDED.value`,
      [field, JSON.stringify(value)],
    );

  it("the demo's 'login': home with the login modal query and the page as return_url, so a first load keeps both", async () => {
    expect(await get('/en/office/history?page=2')).toMatchObject({
      status: 302,
      location: '/en?showLoginModal=1&return_url=%2Fen%2Foffice%2Fhistory%3Fpage%3D2',
    });
  });

  it("'home' sends to the language root only; 'auth' to the site's auth application", async () => {
    try {
      await setField('loginRequiredTarget', 'home');
      expect(await get('/ru/my-casino')).toMatchObject({ status: 302, location: '/ru' });
      await setField('loginRequiredTarget', 'auth');
      await setField('authAppOrigin', 'https://auth.bethouse.example');
      expect(await get('/ru/my-casino')).toMatchObject({
        status: 302,
        location: 'https://auth.bethouse.example/ru?return_url=%2Fru%2Fmy-casino',
      });
    } finally {
      await setField('loginRequiredTarget', 'login');
      await setField('authAppOrigin', null);
    }
  });
});

describe('the redirect service in the served answer', () => {
  it('runs in production: an old URL answers 301 to its new place, with the query', async () => {
    expect(await get('/en/sportsbook?utm_source=mail', production)).toMatchObject({ status: 301, location: '/en/line?utm_source=mail' });
    expect(await get('/ru/help', production)).toMatchObject({ status: 301, location: '/ru/contacts' });
  });

  it('outside production only with the redirect-service query parameter', async () => {
    expect((await get('/en/sportsbook')).status).toBe(200);
    expect(await get('/en/sportsbook?redirect-service=1')).toMatchObject({ status: 301, location: '/en/line?redirect-service=1' });
  });

  it('comes after maintenance: during maintenance an old URL goes to the maintenance page', async () => {
    expect(await get('/en/sportsbook', production, { headers: { cookie: 'maintenance=1' } })).toMatchObject({
      status: 302,
      location: '/en/maintenance',
    });
  });

  it('a loop in the table is not followed and is logged as a cyclic-redirect error', async () => {
    await db.query(`INSERT INTO redirect_rule (from_path, to_url) VALUES ('/en/loop-a', '/en/loop-b'), ('/en/loop-b', '/en/loop-a')`);
    expect((await get('/en/loop-a', production)).status).toBe(200);
    expect(seo.log.text('error')).toContain(`${CYCLIC_REDIRECT_ERROR}: /en/loop-a → /en/loop-a not followed`);
  });
});

describe('the old-browser page', () => {
  it('is served as plain HTML inside #root, translated, for a browser that cannot run the app', async () => {
    const en = await get('/en/oldbrowser');
    expect(en.status).toBe(200);
    expect(en.body).toMatch(
      /<div id="root"><main class="error-page" data-testid="oldbrowser-fallback"><h1>Your browser is out of date<\/h1>/,
    );
    expect((await get('/ru/oldbrowser')).body).toContain('Ваш браузер устарел');
  });
});

describe('the /__test/seo switch', () => {
  it('makes the information-page and SEO calls answer a server error, and brings them back', async () => {
    const post = (body: unknown) =>
      fetch(`${site.url}/__test/seo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ info: 500, seo: 503 })).status).toBe(200);
    expect((await get('/web-api/info/page?slug=contacts&lang=en')).status).toBe(500);
    expect((await get('/web-api/seo/page?path=/en/contacts')).status).toBe(503);
    await post({ info: 'up', seo: 'up' });
    expect((await get('/web-api/info/page?slug=contacts&lang=en')).status).toBe(200);
    expect((await post({ info: 404 })).status).toBe(400);
    // Production registers no switch: the same call changes nothing.
    expect((await fetch(`${production.url}/__test/seo`, { method: 'POST', body: '{"info":500}' })).status).not.toBe(200);
    expect((await get('/web-api/info/page?slug=contacts&lang=en', production)).status).toBe(200);
  });
});
