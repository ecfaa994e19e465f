import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  NEWS_PAGE_SIZE,
  contentPageAnswerSchema,
  newsArticleAnswerSchema,
  newsListAnswerSchema,
  siteQrAnswerSchema,
} from '../../../src/protocol/schemas/content';
import { jsonForScript } from '../../../server/seo/contentHead';
import { seedContentDemo } from '../../../server/content/seed';
import { seedPromotionsDemo } from '../../../server/promotions';
import { DB_HOOK_TIMEOUT } from '../helpers';
import { CLOCK_MS, startSeoSite, type SeoServer, type SeoSite } from '../seo/harness';

// jsdom ships no types and this project has no @types/jsdom: the constructor used here, typed locally.
interface JsdomModule {
  JSDOM: new (html: string, options?: { contentType?: string }) => { window: { document: Document } };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

const TOKEN = 'content-operator-token';
let seo: SeoSite;
let site: SeoServer;
let admin: SeoServer;

beforeAll(async () => {
  seo = await startSeoSite();
  site = seo.site;
  admin = await seo.start({ adminToken: TOKEN });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await seo?.close();
});

async function call(path: string, init: { method?: string; body?: unknown; token?: string | null; server?: SeoServer } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? TOKEN}`;
  const response = await fetch(`${(init.server ?? admin).url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> & { error?: { code: string } } };
}

/** The page as a crawler gets it: plain HTTP, no browser, no script run. */
async function crawl(path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  const body = await response.text();
  const document = new JSDOM(body).window.document;
  const meta = (key: string) => document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  return { status: response.status, body, document, meta };
}

const article = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  lang: 'en',
  title: `Title of ${slug}`,
  lead: `Lead of ${slug}`,
  html: `<p>Body of ${slug}</p>`,
  ...extra,
});

describe('the admin API', () => {
  it('does not exist without an operator token configured, and refuses a wrong token', async () => {
    expect((await call(CONTENT_PATHS.adminArticles, { server: site })).status).toBe(404);
    const wrong = await call(CONTENT_PATHS.adminArticles, { token: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error?.code).toBe('unauthorized');
    const none = await call(CONTENT_PATHS.adminArticles, { body: article('no-token'), token: null });
    expect(none.status).toBe(401);
  });

  it('refuses bad input with a typed 400 naming the field', async () => {
    const cases: [string, unknown, string][] = [
      [CONTENT_PATHS.adminArticles, article('Bad Slug'), 'slug'],
      [CONTENT_PATHS.adminArticles, article('external-image', { image: 'https://evil.example/x.png' }), 'image'],
      [CONTENT_PATHS.adminArticles, article('climbing-image', { image: '/icons/../../etc/x.png' }), 'image'],
      [CONTENT_PATHS.adminArticles, article('no-title', { title: '  ' }), 'title'],
      [CONTENT_PATHS.adminArticles, article('bad-lang', { lang: 'english' }), 'lang'],
      [CONTENT_PATHS.adminArticles, article('extra-field', { status: 'published' }), 'status'],
      [CONTENT_PATHS.adminPages, { page: 'landing/', lang: 'en', title: 'x' }, 'page'],
      [CONTENT_PATHS.adminArticleStatus, { slug: 'cup-final-odds', status: 'live' }, 'status'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await call(path, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json.error), JSON.stringify(body)).toContain(field);
    }
    const notJson = await fetch(`${admin.url}${CONTENT_PATHS.adminArticles}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{"slug":',
    });
    expect(notJson.status).toBe(400);
    expect((await call(CONTENT_PATHS.adminArticleStatus, { body: { slug: 'never-written', status: 'published' } })).status).toBe(404);
  });

  it('creates a draft, edits a language, publishes and unpublishes, keeping the first publication time', async () => {
    const created = await call(CONTENT_PATHS.adminArticles, { body: article('operator-story', { image: '/icons/icon-192.png' }) });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      data: { article: { slug: 'operator-story', status: 'draft', publishedAt: null, languages: ['en'] } },
    });
    expect((await call(`${CONTENT_PATHS.article}?slug=operator-story`, { server: site })).status).toBe(404);
    expect((await crawl('/en/news/operator-story')).status).toBe(404);

    const german = await call(CONTENT_PATHS.adminArticles, { body: article('operator-story', { lang: 'de', title: 'Geschichte' }) });
    expect(german.status).toBe(200);
    expect(german.json).toMatchObject({ data: { article: { languages: ['de', 'en'], image: '/icons/icon-192.png' } } });

    const published = await call(CONTENT_PATHS.adminArticleStatus, { body: { slug: 'operator-story', status: 'published' } });
    expect(published.json).toMatchObject({ data: { article: { status: 'published', publishedAt: new Date(CLOCK_MS).toISOString() } } });
    const read = await call(`${CONTENT_PATHS.article}?slug=operator-story&lang=de`, { server: site });
    expect(newsArticleAnswerSchema.parse(read.json)).toMatchObject({ lang: 'de', title: 'Geschichte', image: '/icons/icon-192.png' });
    expect((await crawl('/en/news/operator-story')).status).toBe(200);

    await call(CONTENT_PATHS.adminArticleStatus, { body: { slug: 'operator-story', status: 'draft' } });
    expect((await call(`${CONTENT_PATHS.article}?slug=operator-story`, { server: site })).status).toBe(404);
    const unpublished = await crawl('/en/news/operator-story');
    expect(unpublished.status).toBe(404);
    expect(unpublished.document.querySelector('main.error-page')).not.toBeNull();
    const again = await call(CONTENT_PATHS.adminArticleStatus, { body: { slug: 'operator-story', status: 'published' } });
    expect(again.json).toMatchObject({ data: { article: { publishedAt: new Date(CLOCK_MS).toISOString() } } });
    const list = await call(CONTENT_PATHS.adminArticles);
    expect(JSON.stringify(list.json)).toContain('"slug":"operator-story"');
  });

  it('sanitises on save and again on render: no <script>, no onerror ever comes back', async () => {
    const hostile =
      '<p onclick="x()">Safe text</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
    const saved = await call(CONTENT_PATHS.adminArticles, { body: article('hostile-story', { html: hostile }) });
    expect(saved.status).toBe(201);
    await call(CONTENT_PATHS.adminArticleStatus, { body: { slug: 'hostile-story', status: 'published' } });
    const [stored] = await seo.db.query<{ html: string }>(
      "SELECT t.html FROM news_article_text t JOIN news_article a ON a.id = t.article_id WHERE a.slug = 'hostile-story'",
    );
    expect(stored?.html).toContain('Safe text');
    expect(stored?.html).not.toMatch(/script|onerror|onclick|javascript:/i);

    // A row written past the API (by hand, by an attacker) is cleaned on the way out.
    await seo.db.query(
      "UPDATE news_article_text SET html = $1 WHERE article_id = (SELECT id FROM news_article WHERE slug = 'hostile-story')",
      [hostile],
    );
    const api = await call(`${CONTENT_PATHS.article}?slug=hostile-story&lang=en`, { server: site });
    expect(JSON.stringify(api.json)).toContain('Safe text');
    expect(JSON.stringify(api.json)).not.toMatch(/<script|onerror|onclick|javascript:/i);
    const served = await crawl('/en/news/hostile-story');
    expect(served.document.querySelector('main.news-article')?.textContent).toContain('Safe text');
    expect(served.body).not.toMatch(/onerror|onclick|javascript:|alert\(/i);

    await call(CONTENT_PATHS.adminPages, { body: { page: 'landing/hostile', lang: 'en', title: 'Landing', html: hostile } });
    await call(CONTENT_PATHS.adminPageStatus, { body: { page: 'landing/hostile', status: 'published' } });
    const landing = await crawl('/en/landing-page/hostile');
    expect(landing.status).toBe(200);
    expect(landing.body).toContain('Safe text');
    expect(landing.body).not.toMatch(/onerror|onclick|javascript:|alert\(/i);
  });
});

describe('the public reads', () => {
  it('pages the news list newest first, with the total for next and previous', async () => {
    for (let i = 0; i < NEWS_PAGE_SIZE + 3; i += 1) {
      const slug = `paging-${String(i).padStart(2, '0')}`;
      await call(CONTENT_PATHS.adminArticles, { body: article(slug) });
      await call(CONTENT_PATHS.adminArticleStatus, { body: { slug, status: 'published' } });
    }
    const first = newsListAnswerSchema.parse((await call(`${CONTENT_PATHS.news}?lang=en`, { server: site })).json);
    expect(first.items).toHaveLength(NEWS_PAGE_SIZE);
    expect(first.page).toBe(1);
    const total = first.total;
    const pages = Math.ceil(total / NEWS_PAGE_SIZE);
    const seen = new Set<string>();
    let previous = Number.POSITIVE_INFINITY;
    for (let page = 1; page <= pages; page += 1) {
      const answer = newsListAnswerSchema.parse((await call(`${CONTENT_PATHS.news}?lang=en&page=${page}`, { server: site })).json);
      for (const item of answer.items) {
        expect(seen.has(item.slug)).toBe(false);
        seen.add(item.slug);
        expect(Date.parse(item.publishedAt)).toBeLessThanOrEqual(previous);
        previous = Date.parse(item.publishedAt);
      }
    }
    expect(seen.size).toBe(total);
    const beyond = newsListAnswerSchema.parse((await call(`${CONTENT_PATHS.news}?page=${pages + 1}`, { server: site })).json);
    expect(beyond.items).toEqual([]);
    expect((await call(`${CONTENT_PATHS.news}?page=0`, { server: site })).status).toBe(400);
    expect((await call(`${CONTENT_PATHS.news}?page=abc`, { server: site })).status).toBe(400);
  });

  it('reads the asked language, else English', async () => {
    const arabic = newsArticleAnswerSchema.parse(
      (await call(`${CONTENT_PATHS.article}?slug=cup-final-odds&lang=ar`, { server: site })).json,
    );
    expect(arabic.lang).toBe('ar');
    await call(CONTENT_PATHS.adminArticles, { body: article('english-only') });
    await call(CONTENT_PATHS.adminArticleStatus, { body: { slug: 'english-only', status: 'published' } });
    const fallback = newsArticleAnswerSchema.parse(
      (await call(`${CONTENT_PATHS.article}?slug=english-only&lang=de`, { server: site })).json,
    );
    expect(fallback).toMatchObject({ lang: 'en', title: 'Title of english-only' });
    const promo = contentPageAnswerSchema.parse((await call(`${CONTENT_PATHS.page}?page=promo&lang=ru`, { server: site })).json);
    expect(promo.lang).toBe('ru');
    expect((await call(`${CONTENT_PATHS.page}?page=landing/unknown`, { server: site })).status).toBe(404);
    expect((await call(`${CONTENT_PATHS.page}?page=../etc`, { server: site })).status).toBe(400);
  });

  it("draws a QR code of the site's address in the asked language for the mobile page", async () => {
    const qr = siteQrAnswerSchema.parse((await call(`${CONTENT_PATHS.siteQr}?lang=de`, { server: site })).json);
    expect(qr.url).toBe(`${site.url}/de`);
    expect(qr.svg).toMatch(/^<svg[^>]*>[\s\S]*<path/);
    expect((await call(`${CONTENT_PATHS.siteQr}?lang=german`, { server: site })).status).toBe(400);
    expect((await call(CONTENT_PATHS.siteQr, { server: site })).status).toBe(400);
  });

  it('answers 404 with the 404 page for an unknown article or landing page', async () => {
    for (const path of ['/en/news/no-such-story', '/en/landing-page/no-such-landing']) {
      const answer = await crawl(path);
      expect(answer.status, path).toBe(404);
      expect(answer.document.querySelector('main.error-page'), path).not.toBeNull();
      expect(answer.meta('robots'), path).toContain('noindex');
    }
    expect((await crawl('/en/landing-page/welcome')).status).toBe(200);
  });
});

describe('served SEO of news, before any script runs', () => {
  it("an article's HTML carries its title, description, canonical, hreflang, Open Graph and Article JSON-LD", async () => {
    const page = await crawl('/de/news/cup-final-odds');
    expect(page.status).toBe(200);
    const { document } = page;
    expect(document.title).toBe('Pokalfinale: Quoten und Märkte — BetHouse');
    expect(page.meta('description')).toBe('Alle Märkte des Pokalfinales sind offen, Live-Wetten ab dem Anpfiff.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.url}/de/news/cup-final-odds`);
    const hreflangs = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'));
    expect(hreflangs).toEqual(expect.arrayContaining(['en', 'ru', 'de', 'ar', 'x-default']));
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe(document.title);
    expect(page.meta('og:url')).toBe(`${site.url}/de/news/cup-final-odds`);
    expect(page.meta('og:image')).toBe(`${site.url}/icons/screenshot-wide.png`);
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: 'Pokalfinale: Quoten und Märkte', inLanguage: 'de' });
    expect(document.querySelector('#root main.news-article h1')?.textContent).toBe('Pokalfinale: Quoten und Märkte');
  });

  it('in every offered language', async () => {
    for (const lang of ['en', 'ru', 'ar', 'de']) {
      const page = await crawl(`/${lang}/news/new-live-casino-tables`);
      expect(page.status, lang).toBe(200);
      expect(page.document.documentElement.getAttribute('lang')).toBe(lang);
      expect(page.document.querySelectorAll('link[rel="alternate"]').length, lang).toBeGreaterThanOrEqual(5);
      const list = await crawl(`/${lang}/news`);
      expect(list.status, lang).toBe(200);
      expect(list.document.querySelectorAll('#root main.news-list li').length, lang).toBeGreaterThan(0);
      expect(list.meta('og:type'), lang).toBe('website');
    }
    expect((await crawl('/ar/news/new-live-casino-tables')).document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('escapes "</script>" in a title inside the JSON-LD and everywhere else', async () => {
    const title = 'Breaking </script><script>alert(1)</script> & "quotes"';
    await call(CONTENT_PATHS.adminArticles, { body: article('script-title', { title, lead: '</script><!--' }) });
    await call(CONTENT_PATHS.adminArticleStatus, { body: { slug: 'script-title', status: 'published' } });
    const page = await crawl('/en/news/script-title');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    const scripts = page.document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect((JSON.parse(scripts[0]?.textContent ?? 'null') as { headline: string }).headline).toBe(title);
    expect(page.document.querySelector('#root h1')?.textContent).toBe(title);
    expect(jsonForScript({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}');
  });

  it('the sitemap lists published articles and landing pages per language, and no draft', async () => {
    await call(CONTENT_PATHS.adminArticles, { body: article('draft-only') });
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    for (const lang of ['en', 'ru', 'ar', 'de']) {
      expect(locs).toContain(`${site.url}/${lang}/news`);
      expect(locs).toContain(`${site.url}/${lang}/news/cup-final-odds`);
      expect(locs).toContain(`${site.url}/${lang}/landing-page/welcome`);
      for (const page of ['partners', 'our-partners/affiliates', 'bonus/landing/welcome-bonus', 'games-landing/fortuna'])
        expect(locs).toContain(`${site.url}/${lang}/${page}`);
      for (const page of ['smsbets', 'cash_terminals', 'betting-awards']) expect(locs).toContain(`${site.url}/${lang}/${page}`);
    }
    expect(locs.some((l) => l?.includes('draft-only'))).toBe(false);
  });
});

describe('partners, our-partners, bonus and games landing pages', () => {
  it('are served with their stored title and body before any script runs, in every offered language', async () => {
    const expected: [string, string][] = [
      ['/en/partners', 'Our partners'],
      ['/de/our-partners/affiliates', 'Partnerprogramm'],
      ['/ru/bonus/landing/welcome-bonus', 'Бонус 100% на первый депозит'],
      ['/ar/bonus/landing/casino-welcome', 'ترحيب الكازينو: ضاعف إيداعك الأول'],
      ['/de/games-landing/fortuna', 'Drehen Sie das Fortuna-Rad jeden Tag gratis'],
    ];
    for (const [path, title] of expected) {
      const page = await crawl(path);
      expect(page.status, path).toBe(200);
      expect(page.document.title, path).toBe(`${title} — BetHouse`);
      expect(page.document.querySelector('#root h1')?.textContent, path).toBe(title);
      expect(
        [...page.document.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang')),
        path,
      ).toEqual(expect.arrayContaining(['en', 'ru', 'de', 'ar']));
    }
    for (const path of ['/en/our-partners/no-such-section', '/en/bonus/landing/no-such-offer', '/en/games-landing/no-such-game'])
      expect((await crawl(path)).status, path).toBe(404);
  });

  it('are written through the admin API like any page, and a draft is not served', async () => {
    const write = await call(CONTENT_PATHS.adminPages, {
      body: {
        page: 'our-partners/media',
        lang: 'en',
        title: 'Media kit',
        lead: 'Logos and photos',
        html: '<p>Ask us<script>x()</script></p>',
      },
    });
    expect(write.status).toBe(201);
    expect((await crawl('/en/our-partners/media')).status).toBe(404);
    expect((await call(CONTENT_PATHS.adminPageStatus, { body: { page: 'our-partners/media', status: 'published' } })).status).toBe(200);
    const read = await call(`${CONTENT_PATHS.page}?page=our-partners/media&lang=en`, { server: site, token: null });
    expect(read.status).toBe(200);
    const page = contentPageAnswerSchema.parse(read.json);
    expect(page.title).toBe('Media kit');
    expect(page.html).toBe('<p>Ask us</p>');
    const bad = await call(CONTENT_PATHS.adminPages, { body: { page: 'our-partners/', lang: 'en', title: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('the demo seed adds a page a database seeded before it lacks, and leaves every other page as the operator made it', async () => {
    await seo.db.query(`UPDATE content_page_text SET title = 'Edited by the operator' WHERE page = 'partners' AND lang = 'en'`);
    await seo.db.query(`DELETE FROM content_page WHERE page = 'our-partners/sponsorship'`);
    const { seeded } = await seedContentDemo(seo.db);
    expect(seeded).toEqual(['content_page:our-partners/sponsorship']);
    expect((await crawl('/en/our-partners/sponsorship')).status).toBe(200);
    expect((await crawl('/en/partners')).document.querySelector('#root h1')?.textContent).toBe('Edited by the operator');
    expect((await seedContentDemo(seo.db)).seeded).toEqual([]);
  });
});

describe("a promotion's page, before any script runs", () => {
  it('is served with title, terms and hreflang on the pages of its section (another section: 404), and in the sitemap', async () => {
    await seedPromotionsDemo(seo.db, CLOCK_MS);
    const page = await crawl('/de/promotions/first-deposit-bonus');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Bonus auf die erste Einzahlung — BetHouse');
    expect(page.document.querySelector('#root h1')?.textContent).toBe('Bonus auf die erste Einzahlung');
    expect(page.document.querySelector('#root')?.textContent).toContain('innerhalb von 30 Tagen');
    expect([...page.document.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual(
      expect.arrayContaining(['en', 'ru', 'de', 'ar']),
    );
    expect((await crawl('/en/bonus/rules/first-deposit-bonus')).status).toBe(200);
    expect((await crawl('/en/bonus/games/first-deposit-bonus')).status).toBe(404);
    expect((await crawl('/en/promotions/no-such-promotion')).status).toBe(404);
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const locs = [...new JSDOM(xml, { contentType: 'application/xml' }).window.document.getElementsByTagName('loc')].map(
      (l) => l.textContent,
    );
    for (const lang of ['en', 'ru', 'de', 'ar']) expect(locs).toContain(`${site.url}/${lang}/promotions/first-deposit-bonus`);
  });
});
