import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAnswerOf, resolveRoute } from '../../../src/core/routing';
import { infoPageAnswerSchema, seoPageAnswerSchema } from '../../../src/protocol/schemas/seo';
import type { Db } from '../../../server/db/db';
import { readSiteConfig } from '../../../server/config/siteConfigStore';
import { DB_HOOK_TIMEOUT } from '../helpers';
import { INDEX_HTML, startSeoSite, type SeoServer, type SeoSite } from './harness';

// jsdom ships no types and this project has no @types/jsdom: the two constructors used here, typed locally.
interface JsdomModule {
  JSDOM: new (html: string, options?: { virtualConsole?: unknown; contentType?: string }) => { window: { document: Document } };
  VirtualConsole: new () => unknown;
}
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as JsdomModule;

let seo: SeoSite;
let db: Db;
let site: SeoServer;
let production: SeoServer;
let licensed: SeoServer;

beforeAll(async () => {
  seo = await startSeoSite();
  ({ db, site, production } = seo);
  licensed = await seo.start({ publicOrigin: 'https://www.bethouse.example' });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await seo?.close();
});

async function get(path: string, headers: Record<string, string> = {}, server: SeoServer = site) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function page(path: string, headers: Record<string, string> = {}, server: SeoServer = site) {
  const answer = await get(path, headers, server);
  // A quiet console: hostile CSS in one test makes jsdom complain about the stylesheet.
  const document = new JSDOM(answer.body, { virtualConsole: new VirtualConsole() }).window.document;
  const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const links = (rel: string) =>
    [...document.querySelectorAll(`link[rel="${rel}"]`)].map((l) => ({
      hreflang: l.getAttribute('hreflang'),
      href: l.getAttribute('href'),
    }));
  return { ...answer, document, meta, links };
}

describe('HTTP status of each URL is the one the core decides', () => {
  it('home 200, redirects with Location, 404 rules, maintenance 503', async () => {
    expect((await get('/en')).status).toBe(200);
    const root = await get('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/ru'); // the demo site's default language
    const lpage = await get('/en/lpage/77?utm=x');
    expect(lpage.status).toBe(301);
    expect(lpage.headers.get('location')).toBe('/en/landing-page/77?utm=x');
    const rules = await get('/en/rules');
    expect(rules.status).toBe(301);
    expect(rules.headers.get('location')).toBe('/en/rules/1');
    expect((await get('/en/wp-admin/setup')).status).toBe(404); // a configured 404 fragment
    expect((await get('/en/print-coupon/12ab')).status).toBe(404); // non-digit id
    expect((await get('/en/print-coupon/12345')).status).toBe(200);
    expect((await get('/EN/contacts')).status).toBe(404); // malformed language segment
  });

  it('maintenance: the cookie sends every page to the maintenance page, which answers 503 with Retry-After', async () => {
    const home = await get('/en/contacts', { cookie: 'maintenance=1' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/en/maintenance');
    const maintenance = await page('/en/maintenance', { cookie: 'maintenance=1' });
    expect(maintenance.status).toBe(503);
    expect(maintenance.headers.get('retry-after')).toBe('600');
    expect(maintenance.document.title).toBe('Maintenance — BetHouse');
    expect(maintenance.meta('robots')).toBe('noindex, nofollow');
    expect(maintenance.document.querySelector('#root h1')?.textContent).toMatch(/maintenance/);
    const over = await get('/en/maintenance');
    expect(over.status).toBe(302);
    expect(over.headers.get('location')).toBe('/en');
  });

  it('maintenance from the config gives a Retry-After until the announced end', async () => {
    const end = Date.UTC(2030, 0, 1) + 30 * 60_000; // the harness clock is 2030-01-01
    await db.query(`UPDATE site_config_field SET value = $1::text::jsonb WHERE country_code = '*' AND field = 'maintenance'`, [
      JSON.stringify({ started_at: null, ended_at: end, notify_started_at: null, notify_ended_at: null, isActive: true, web_state: false }),
    ]);
    try {
      expect((await get('/en')).headers.get('location')).toBe('/en/maintenance');
      const maintenance = await get('/en/maintenance');
      expect(maintenance.status).toBe(503);
      expect(maintenance.headers.get('retry-after')).toBe('1800');
    } finally {
      await db.query(`UPDATE site_config_field SET value = $1::text::jsonb WHERE country_code = '*' AND field = 'maintenance'`, [
        JSON.stringify({
          started_at: null,
          ended_at: null,
          notify_started_at: null,
          notify_ended_at: null,
          isActive: false,
          web_state: false,
        }),
      ]);
    }
  });

  it("guards: a guest goes home from the office with the login modal (the demo's loginRequiredTarget); a ua cookie signs in", async () => {
    const guest = await get('/en/office/history');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/en?showLoginModal=1&return_url=%2Fen%2Foffice%2Fhistory');
    const player = await page('/en/office/history', { cookie: 'ua=1' });
    expect(player.status).toBe(200);
    expect(player.meta('robots')).toBe('noindex, nofollow'); // the office row's hierarchy
  });

  it('the debugger exists outside production only', async () => {
    expect((await get('/en/debugger')).status).toBe(200);
    expect((await get('/en/debugger', {}, production)).status).toBe(404);
  });

  it('matches httpAnswerOf(resolveRoute(...)) for a table of URLs', async () => {
    const read = await readSiteConfig(db, { country: 'ru', lang: undefined });
    if (!read.ok) throw new Error(read.problem);
    const guest = { isAuthenticated: false, isBanned: false, banLevel: 0, banVersion: 0, isVipDomain: false };
    const urls = [
      '/en',
      '/ru/line',
      '/en/live/football',
      '/en/cyber',
      '/en/vulkan',
      '/en/tvgames/view/poker',
      '/en/user/forgotpassword',
      '/en/user/coupon',
      '/en/home/live',
      '/en/bonus/cashback',
      '/en/smsbets',
      '/en/payment',
      '/en/registration',
      '/de/about',
      '/en/some/unknown/page',
      '/en/404',
      '/en/500',
      '/xx/contacts',
      '/line/football?a=1',
      '/en/office',
      '/en/block',
    ];
    for (const url of urls) {
      const [pathname, search = ''] = url.split('?');
      const expected = httpAnswerOf(
        resolveRoute({ pathname: pathname as string, search: search === '' ? '' : `?${search}` }, guest, {
          config: read.config,
          isProduction: false,
          blockReason: null,
        }),
      );
      const answer = await get(url);
      expect(answer.status, url).toBe(expected.status);
      expect(answer.headers.get('location') ?? undefined, url).toBe(expected.location);
    }
  });

  it('answers HEAD without a body and leaves files, assets and the API alone', async () => {
    const head = await fetch(`${site.url}/en/contacts`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100);
    expect(await head.text()).toBe('');
    expect((await get('/assets/index-abc123.js')).body).toBe('console.log(1)');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/web-api/nothing')).status).toBe(404);
  });
});

describe('head written by the server', () => {
  it('sets lang, dir, title, description, robots and extra metas, replacing the build defaults', async () => {
    const home = await page('/en');
    const html = home.document.documentElement;
    expect(html.getAttribute('lang')).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(html.getAttribute('class')).toBe('no-js'); // other attributes of the build survive
    expect(home.document.querySelectorAll('title')).toHaveLength(1);
    expect(home.document.title).toBe('Sports betting online — BetHouse');
    expect(home.meta('description')).toMatch(/^Live and pre-match betting/);
    expect(home.meta('robots')).toBe('index, follow');
    expect(home.meta('format-detection')).toBe('telephone=no'); // from the all-language site default
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);

    const ru = await page('/ru');
    expect(ru.document.title).toBe('Ставки на спорт онлайн — BetHouse');
    const ar = await page('/ar');
    expect(ar.document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(ar.document.documentElement.getAttribute('lang')).toBe('ar');
  });

  it('falls back from the route to the site default, and uses the information page title', async () => {
    const slots = await page('/en/slots');
    expect(slots.document.title).toBe('Slots — BetHouse');
    expect(slots.meta('description')).toMatch(/forty more sports/); // the site default's description
    const unknown = await page('/en/some/section');
    expect(unknown.document.title).toBe('BetHouse — sports betting and casino');
    const contacts = await page('/en/contacts');
    expect(contacts.document.title).toBe('Contacts — BetHouse');
    expect(contacts.meta('description')).toMatch(/^Our support team works around the clock/);
    const rulesGroup = await page('/en/rules/1');
    expect(rulesGroup.meta('description')).toBe(
      'The betting rules of BetHouse: general provisions, accepting and settling bets, disputes.',
    );
  });

  it('escapes every database string: a title with </title><script> stays text', async () => {
    const evil = '</title><script>alert(1)</script> & "quoted" \'single\'';
    await db.query(
      `INSERT INTO seo_page (lang, path_pattern, title, description, metas) VALUES ('en', 'taxation', $1, $2, $3::text::jsonb)`,
      [evil, '"><script>alert(2)</script>', JSON.stringify([{ name: 'x" onload="alert(3)', content: '<b>"bold"</b>' }])],
    );
    try {
      const taxation = await page('/en/taxation');
      expect(taxation.body).not.toMatch(/<script>alert/);
      expect(taxation.body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; "quoted" \'single\'</title>');
      expect(taxation.document.title).toBe(evil);
      expect(taxation.meta('description')).toBe('"><script>alert(2)</script>');
      expect(taxation.document.querySelector('meta[name="x\\" onload=\\"alert(3)"]')?.getAttribute('content')).toBe('<b>"bold"</b>');
      // Only the build's own script tag is a script.
      expect([...taxation.document.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/assets/index-abc123.js']);
      expect([...taxation.document.querySelectorAll('[onload]')]).toHaveLength(0);
    } finally {
      await db.query(`DELETE FROM seo_page WHERE lang = 'en' AND path_pattern = 'taxation'`);
    }
  });

  it('404 pages carry noindex, the 404 title and a no-JS message, no canonical and no alternates', async () => {
    const missing = await page('/en/wp-admin/setup');
    expect(missing.status).toBe(404);
    expect(missing.document.title).toBe('Page not found — BetHouse');
    expect(missing.meta('robots')).toBe('noindex, follow');
    expect(missing.links('canonical')).toEqual([]);
    expect(missing.links('alternate')).toEqual([]);
    expect(missing.document.querySelector('#root h1')?.textContent).toBe('This page could not be found');
    const chapter = await get('/en/rules/9/9'); // a rules chapter without content anywhere
    expect(chapter.status).toBe(404);
  });

  it('merges the page robots with the section above it, the restrictive directive winning', async () => {
    await db.query(
      `INSERT INTO seo_page (lang, path_pattern, meta_robots) VALUES ('*', 'office/history', 'index, follow, max-snippet:50')`,
    );
    try {
      const history = await page('/en/office/history', { cookie: 'ua=1' });
      expect(history.meta('robots')).toBe('noindex, nofollow, max-snippet:50');
    } finally {
      await db.query(`DELETE FROM seo_page WHERE path_pattern = 'office/history'`);
    }
    const coupon = await page('/en/print-coupon/123');
    expect(coupon.meta('robots')).toBe('noindex, nofollow');
  });
});

describe('canonical and alternate links', () => {
  it('default canonical: the URL itself without the query; alternates for every language plus x-default', async () => {
    const contacts = await page('/en/contacts?utm_source=mail');
    const origin = site.url;
    expect(contacts.links('canonical')).toEqual([{ hreflang: null, href: `${origin}/en/contacts` }]);
    expect(contacts.links('alternate')).toEqual([
      { hreflang: 'en', href: `${origin}/en/contacts` },
      { hreflang: 'ru', href: `${origin}/ru/contacts` },
      { hreflang: 'ar', href: `${origin}/ar/contacts` },
      { hreflang: 'de', href: `${origin}/de/contacts` },
      { hreflang: 'x-default', href: `${origin}/ru/contacts` },
    ]);
  });

  it('leaves languages hidden from guests out of the alternates', async () => {
    await db.query(`INSERT INTO site_config_field (country_code, field, value) VALUES ('kz', 'langHiddenUnauthorized', '["de"]')`);
    try {
      const about = await page('/en/about', { 'x-country-code': 'kz' });
      expect(about.links('alternate').map((l) => l.hreflang)).toEqual(['en', 'ru', 'ar', 'x-default']);
    } finally {
      await db.query(`DELETE FROM site_config_field WHERE country_code = 'kz'`);
    }
  });

  it('url mode points at targetUrl ({lang} filled); mirror mode at the same path on the mirror host', async () => {
    await db.query(
      `INSERT INTO seo_page (lang, route_id, canonical_mode, canonical_target_url) VALUES ('*', 'about', 'url', '/{lang}/contacts')`,
    );
    await db.query(
      `INSERT INTO seo_page (lang, path_pattern, canonical_mode, canonical_domain_host)
       VALUES ('*', 'howbet', 'mirror', 'main.bethouse.example')`,
    );
    await db.query(
      `INSERT INTO seo_page (lang, path_pattern, canonical_mode, canonical_target_url)
       VALUES ('*', 'kycpolicy', 'url', 'javascript:alert(1)')`,
    );
    try {
      const about = await page('/ru/about');
      expect(about.links('canonical')).toEqual([{ hreflang: null, href: `${site.url}/ru/contacts` }]);
      const howbet = await page('/en/howbet?x=1');
      expect(howbet.links('canonical')).toEqual([{ hreflang: null, href: 'http://main.bethouse.example/en/howbet' }]);
      expect(howbet.links('alternate')[0]).toEqual({ hreflang: 'en', href: 'http://main.bethouse.example/en/howbet' });
      const kyc = await page('/en/kycpolicy');
      expect(kyc.links('canonical')[0]?.href).toBe(`${site.url}/en/kycpolicy`);

      const api = seoPageAnswerSchema.parse(JSON.parse((await get('/web-api/seo/page?path=/en/howbet')).body));
      expect(api.customCanonical).toEqual({ mode: 'mirror', targetUrl: null, domain: { host: 'main.bethouse.example' } });
      expect(api.canonical).toBe('http://main.bethouse.example/en/howbet');
    } finally {
      await db.query(`DELETE FROM seo_page WHERE route_id = 'about' OR path_pattern IN ('howbet', 'kycpolicy')`);
    }
  });

  it('a configured public origin is used for absolute links, and the licence tag shows on its domains', async () => {
    const gb = await page('/en/contacts', { 'x-country-code': 'gb' }, licensed);
    expect(gb.links('canonical')[0]?.href).toBe('https://www.bethouse.example/en/contacts');
    expect(gb.meta('gambling-licence')).toBe('UKGC 00000');
    const ruVisitor = await page('/en/contacts', {}, licensed); // no licence tag in the ru config
    expect(ruVisitor.meta('gambling-licence')).toBeNull();
    const otherDomain = await page('/en/contacts', { 'x-country-code': 'gb' }); // 127.0.0.1 is not a licence domain
    expect(otherDomain.meta('gambling-licence')).toBeNull();
  });

  it('a forged Host header neither writes markup nor moves links: without PUBLIC_ORIGIN they are on the listening address', async () => {
    const { request } = await import('node:http');
    const fetchWithHost = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request(`${site.url}/en/contacts`, { headers: { host } }, (res) => {
          let text = '';
          res.on('data', (c) => (text += String(c)));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
    const listening = new URL(site.url).origin;
    const forged = await fetchWithHost('evil"><script>x</script>');
    expect(forged).not.toContain('<script>x');
    expect(forged).toContain(`href="${listening}/en/contacts"`);
    const poisoned = await fetchWithHost('evil.example');
    expect(poisoned).not.toContain('evil.example');
    expect(poisoned).toContain(`<link rel="canonical" href="${listening}/en/contacts"`);
  });
});

describe('information pages', () => {
  it('the raw demo row is unsafe on purpose', async () => {
    const [row] = await db.query<{ html: string }>(`SELECT html FROM info_page WHERE lang = 'en' AND slug = 'howbet'`);
    expect(row?.html).toMatch(/<script>/);
    expect(row?.html).toMatch(/onerror=/);
    expect(row?.html).toMatch(/javascript:/);
  });

  it('the API answers sanitised content, on every answer', async () => {
    const answer = await get('/web-api/info/page?slug=howbet&lang=en');
    expect(answer.status).toBe(200);
    const data = infoPageAnswerSchema.parse(JSON.parse(answer.body));
    expect(data.title).toBe('How to place a bet');
    expect(data.lang).toBe('en');
    expect(data.html).toContain('<ol><li>Sign in or register');
    expect(data.html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(data.html).toContain('<a>open the demo</a>'); // the link text stays, the href goes
    expect(Date.parse(data.updatedAt)).not.toBeNaN();
  });

  it('a row written straight into the database cannot reach a browser', async () => {
    // The seed's own German chapter makes way for the row, and comes back after.
    const seeded = await db.query(`SELECT title, html, style FROM info_page WHERE lang = 'de' AND slug = 'rules/1/3'`);
    await db.query(`DELETE FROM info_page WHERE lang = 'de' AND slug = 'rules/1/3'`);
    await db.query(`INSERT INTO info_page (lang, slug, title, html, style) VALUES ('de', 'rules/1/3', $1, $2, $3)`, [
      'Streit <script>',
      '<h2>Regeln</h2><iframe src="https://evil.example"></iframe><svg onload="alert(1)"><a href="JaVaScRiPt:alert(1)">x</a></svg>' +
        '<p onclick="alert(2)" style="color:red">Text <a href="https://partner.example/page">Partner</a> ' +
        '<a href="/de/contacts">Kontakt</a></p>',
      'h2 { color: navy; background: url(https://evil.example/leak) } </style><script>alert(3)</script> ' +
        '@import "https://evil.example/x.css";',
    ]);
    try {
      const data = infoPageAnswerSchema.parse(JSON.parse((await get('/web-api/info/page?slug=rules/1/3&lang=de')).body));
      expect(data.html).not.toMatch(/<iframe|<svg|onload|onclick|javascript:|style=/i);
      expect(data.html).toContain('<a href="https://partner.example/page" rel="nofollow noopener noreferrer">Partner</a>');
      expect(data.html).toContain('<a href="/de/contacts">Kontakt</a>');
      expect(data.style).toBeDefined();
      expect(data.style).not.toMatch(/<|url\(|@import/i);

      const html = await page('/de/rules/1/3');
      expect(html.status).toBe(200);
      expect(html.body).not.toMatch(/<script>alert|<iframe|onload=|onclick=/);
      expect(html.document.querySelector('#root h1')?.textContent).toBe('Streit <script>');
      expect(html.document.querySelector('style[data-seo]')?.textContent).toContain('h2 { color: navy;');
    } finally {
      await db.query(`DELETE FROM info_page WHERE lang = 'de' AND slug = 'rules/1/3'`);
      for (const row of seeded) {
        await db.query(`INSERT INTO info_page (lang, slug, title, html, style) VALUES ('de', 'rules/1/3', $1, $2, $3)`, [
          row.title,
          row.html,
          row.style,
        ]);
      }
    }
  });

  it('answers Arabic and German where the seed has them; a page missing in a language falls back to English (SPEC 9), not ru', async () => {
    const ar = infoPageAnswerSchema.parse(JSON.parse((await get('/web-api/info/page?slug=contacts&lang=ar')).body));
    expect(ar.lang).toBe('ar');
    expect(ar.title).toBe('اتصل بنا');
    // No Arabic licences page in the seed: English, though the demo site's default language is ru.
    const licences = infoPageAnswerSchema.parse(JSON.parse((await get('/web-api/info/page?slug=licenses&lang=ar')).body));
    expect(licences.lang).toBe('en');
    const de = infoPageAnswerSchema.parse(JSON.parse((await get('/web-api/info/page?slug=contacts&lang=de')).body));
    expect(de.lang).toBe('de');
    expect(de.title).toBe('Kontakt');
  });

  it('the Arabic about page is served in Arabic, right to left, with its Arabic title and description', async () => {
    const about = await page('/ar/about');
    expect(about.status).toBe(200);
    expect(about.document.documentElement.getAttribute('lang')).toBe('ar');
    expect(about.document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(about.document.title).toBe('من نحن — BetHouse');
    expect(about.meta('description')).toContain('شركة مراهنات');
    expect(about.document.querySelector('#root h1')?.textContent).toBe('من نحن');
    const home = await page('/ar');
    expect(home.document.title).toBe('المراهنات الرياضية عبر الإنترنت — BetHouse');
  });

  it('answers 404 JSON for missing pages and 400 for bad input', async () => {
    const missing = await get('/web-api/info/page?slug=rules/9/9&lang=en');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ error: { code: 'not_found', message: expect.stringContaining('rules/9/9') } });
    const unknown = await get('/web-api/info/page?slug=../../etc/passwd&lang=en');
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body).error.code).toBe('invalid_slug');
    expect(JSON.parse((await get('/web-api/info/page?slug=about&lang=EN')).body).error.code).toBe('invalid_lang');
  });

  it('the served HTML holds the sanitised content inside #root for visitors without JavaScript', async () => {
    const howbet = await page('/en/howbet');
    const root = howbet.document.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('How to place a bet');
    expect(root?.querySelectorAll('ol li')).toHaveLength(4);
    expect(howbet.body).not.toMatch(/document\.cookie|onerror|javascript:/);
    const chapter = await page('/ru/rules/1/2');
    expect(chapter.document.querySelector('#root table th')?.textContent).toBe('Тип купона');
    const home = await page('/en');
    expect(home.document.getElementById('root')?.innerHTML).toBe(''); // the app draws home itself
  });
});

describe('SEO data API', () => {
  it('answers the page data in its schema, following redirects', async () => {
    const contacts = seoPageAnswerSchema.parse(JSON.parse((await get('/web-api/seo/page?path=/en/contacts')).body));
    expect(contacts).toMatchObject({
      path: '/en/contacts',
      status: 200,
      lang: 'en',
      dir: 'ltr',
      title: 'Contacts — BetHouse',
      robots: 'index, follow',
    });
    expect(contacts.alternates.map((a) => a.hrefLang)).toEqual(['en', 'ru', 'ar', 'de', 'x-default']);
    const rules = seoPageAnswerSchema.parse(JSON.parse((await get('/web-api/seo/page?path=/rules&lang=en')).body));
    expect(rules.path).toBe('/en/rules/1');
    expect(rules.title).toBe('Betting rules — BetHouse');
    const missing = seoPageAnswerSchema.parse(JSON.parse((await get('/web-api/seo/page?path=/en/wp-admin/x')).body));
    expect(missing).toMatchObject({ status: 404, title: 'Page not found — BetHouse', canonical: null, alternates: [] });
    expect(missing.robots).toMatch(/noindex/);
  });

  it('refuses bad paths', async () => {
    for (const path of ['', 'en/contacts', '//evil.example/x']) {
      const answer = await get(`/web-api/seo/page?path=${encodeURIComponent(path)}`);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body).error.code).toBe('invalid_path');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and the debugger and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/web-api\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/\*\/debugger$/m);
    expect(robots.body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('the sitemap lists home and the enabled information pages per language', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const doc = new JSDOM(sitemap.body, { contentType: 'application/xml' }).window.document;
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    for (const lang of ['en', 'ru', 'ar', 'de']) {
      expect(locs).toContain(`${site.url}/${lang}`);
      expect(locs).toContain(`${site.url}/${lang}/contacts`);
      expect(locs).toContain(`${site.url}/${lang}/rules/1/2`);
    }
    // smsbets (route 60) is enabled on the demo site, with content.
    expect(locs).toContain(`${site.url}/en/smsbets`);
    expect(doc.getElementsByTagName('xhtml:link').length).toBeGreaterThan(locs.length);
  });
});

describe('the index.html template', () => {
  it('picks up a new build without a restart', async () => {
    writeFileSync(join(seo.distDir, 'index.html'), INDEX_HTML.replace('<body>', '<body data-build="2">'));
    try {
      const home = await page('/en');
      expect(home.document.body.getAttribute('data-build')).toBe('2');
      expect(home.document.title).toBe('Sports betting online — BetHouse');
    } finally {
      writeFileSync(join(seo.distDir, 'index.html'), INDEX_HTML);
    }
  });

  it('logged no errors', () => {
    expect(seo.log.text('error')).toBe('');
  });
});
