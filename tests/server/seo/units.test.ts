import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeText, escapeXml } from '../../../server/seo/escape';
import { maintenanceFallbackOf, notFoundFallbackOf, oldBrowserFallbackOf } from '../../../server/seo/headTags';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { TEXT_LANGUAGES } from '../../../src/ui/i18n/texts';
import { mergeRobots } from '../../../server/seo/pageSeo';
import { createPageRenderer, isNavigation, retryAfterSeconds } from '../../../server/seo';
import { parseAcceptLanguage, parseCookies } from '../../../server/seo/request';
import { plainExcerpt, sanitizeInfoHtml, sanitizeStyle } from '../../../server/seo/sanitize';
import { renderTemplate } from '../../../server/seo/template';
import { captureLogger, stubDb, tempDir, writeFiles } from '../helpers';
import { INDEX_HTML } from './harness';

// Pure pieces of the SEO server: no database, no HTTP.

describe('plain HTML fallbacks', () => {
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

  it('say what the React pages say, in every bundled language', () => {
    for (const lang of TEXT_LANGUAGES) {
      const t = createI18n(lang).t;
      expect(textOf(notFoundFallbackOf(lang))).toBe(`${t('not_found.title')} ${t('not_found.body')} ${t('not_found.home')}`);
      expect(textOf(oldBrowserFallbackOf(lang))).toBe(`${t('shell.status.oldbrowser.title')} ${t('shell.status.oldbrowser.body')}`);
    }
  });

  it('speak the page language where it has texts, else Russian-type or English, marking the language when it differs (SPEC 8)', () => {
    const t = createI18n('en').t;
    const maintenance = (lng: string) => `${t('shell.maintenance.title', { lng })} ${t('shell.maintenance.body', { lng })}`;
    for (const lang of TEXT_LANGUAGES) {
      expect(textOf(maintenanceFallbackOf(lang))).toBe(maintenance(lang));
      expect(maintenanceFallbackOf(lang)).not.toContain('lang=');
    }
    expect(textOf(maintenanceFallbackOf('kk'))).toBe(maintenance('ru'));
    expect(maintenanceFallbackOf('kk')).toContain('lang="ru"');
    expect(textOf(maintenanceFallbackOf('tr'))).toBe(maintenance('en'));
    expect(maintenanceFallbackOf('tr')).toContain('lang="en"');
  });

  it('fall back to English for a language without texts', () => {
    expect(notFoundFallbackOf('tr')).toContain('This page could not be found');
    expect(notFoundFallbackOf('tr')).toContain('href="/tr"');
  });
});

describe('escaping', () => {
  it('makes text and attribute values inert', () => {
    expect(escapeText('</title><script>a & b</script>')).toBe('&lt;/title&gt;&lt;script&gt;a &amp; b&lt;/script&gt;');
    expect(escapeAttribute(`" onload='x' <`)).toBe('&quot; onload=&#39;x&#39; &lt;');
    expect(escapeXml(`a&b'`)).toBe('a&amp;b&apos;');
  });
});

describe('sanitising information pages', () => {
  it('keeps structure, tables and safe links', () => {
    const html =
      '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>x</li></ul><table><tr><th scope="col" onclick="x">h</th></tr></table>' +
      '<a href="mailto:a@b.example">m</a><a href="tel:+1">t</a><a href="/en/about">in</a>';
    expect(sanitizeInfoHtml(html)).toBe(
      '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>x</li></ul><table><tr><th scope="col">h</th></tr></table>' +
        '<a href="mailto:a@b.example">m</a><a href="tel:+1">t</a><a href="/en/about">in</a>',
    );
  });

  it('drops scripts, handlers, frames, images, forms, styles and unsafe protocols', () => {
    const cases = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" jav&#x09;ascript:alert(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a href="//evil.example">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<object data="x"></object><embed src="x">',
      '<form action="https://evil.example"><input name="p"></form>',
      '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">x</p>',
      '<svg><script>alert(1)</script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<div id="root" class="x">clobber</div>',
    ];
    for (const html of cases) {
      const clean = sanitizeInfoHtml(html);
      expect(clean, html).not.toMatch(
        /<script|onerror|onmouseover|javascript:|data:|<iframe|<object|<embed|<form|<input|<img|style=|href="\/\/|id=|<svg|<math|<style/i,
      );
    }
  });

  it('neutralises page CSS and makes plain excerpts', () => {
    const css = sanitizeStyle(
      'p{color:red}</style><script>x</script>@import "a.css"; b{background:url( https://e.example/a )} c{width:expression(alert(1))}',
    );
    expect(css).not.toMatch(/<|@import|url\(|expression\(/i);
    expect(css).toContain('p{color:red}');
    expect(plainExcerpt('<p>One &amp; two</p><p>three</p>')).toBe('One & two three');
    const long = plainExcerpt(`<p>${'word '.repeat(100)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('robots directives', () => {
  it('merge with the restrictive choice winning and unknown shapes dropped', () => {
    expect(mergeRobots(['index, follow', 'noindex'])).toBe('noindex, follow');
    expect(mergeRobots(['INDEX,FOLLOW', 'nofollow, max-snippet:50'])).toBe('index, nofollow, max-snippet:50');
    expect(mergeRobots(['none'])).toBe('noindex, nofollow');
    expect(mergeRobots(['"><script>', ''])).toBe('');
  });
});

describe('the template', () => {
  it('writes lang, dir, head tags and root content, removing the build defaults', () => {
    const html = renderTemplate(INDEX_HTML, {
      lang: 'ar',
      dir: 'rtl',
      headTags: '<title>T</title>',
      rootContent: '<main>$& $1 content</main>',
    });
    expect(html).toContain('<html lang="ar" dir="rtl" class="no-js">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<div id="root"><main>$& $1 content</main></div>');
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<title>'));
  });

  it("says in the page's language that the site needs JavaScript, where the build says it", () => {
    const template = '<html><head></head><body><div id="root"></div><noscript>Needs JS / Нужен JS</noscript></body></html>';
    const parts = { lang: 'de', dir: 'ltr' as const, headTags: '', rootContent: '' };
    const noscript = escapeText(createI18n('de').t('noscript'));
    expect(renderTemplate(template, { ...parts, noscript })).toContain(`<noscript>${noscript}</noscript>`);
    expect(noscript).toContain('JavaScript');
    expect(renderTemplate(template, parts)).toContain('<noscript>Needs JS / Нужен JS</noscript>');
  });

  it('copes with a template without head or html tags', () => {
    const html = renderTemplate('<!doctype html><title>x</title><div id="root"></div>', {
      lang: 'en',
      dir: 'ltr',
      headTags: '<title>T</title>',
      rootContent: '',
    });
    expect(html).toBe('<head><title>T</title></head><!doctype html><div id="root"></div>');
  });
});

describe('request helpers', () => {
  it('parse cookies and Accept-Language', () => {
    expect([...parseCookies('ua=1; lng=de; maintenance="1"; bad; x=%E2%82%AC')]).toEqual([
      ['ua', '1'],
      ['lng', 'de'],
      ['maintenance', '1'],
      ['x', '€'],
    ]);
    expect(parseAcceptLanguage('de-DE,de;q=0.9,en;q=0.95,*;q=0.1,fr;q=0')).toEqual(['de-DE', 'en', 'de']);
  });

  it('tells navigations from files and the API', () => {
    for (const path of ['/', '/en', '/en/rules/1/2', '/ru/casino/game/12/book-of-ra', '/en/wp-login.php', '/en/rules/1.2'])
      expect(isNavigation(path), path).toBe(true);
    const files = ['/web-api/health', '/assets/a.js', '/favicon.svg', '/sw.js', '/__test/faults', '/robots.txt', '/manifest.webmanifest'];
    for (const path of [...files, '/icons/icon-512.png']) {
      expect(isNavigation(path), path).toBe(false);
    }
  });

  it('Retry-After runs to the announced end of maintenance, within a minute and a day', () => {
    const none = { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: true, web_state: false };
    expect(retryAfterSeconds(none, 0)).toBe(600);
    const now = Date.UTC(2030, 0, 1);
    expect(retryAfterSeconds({ ...none, ended_at: now + 90_000 }, now)).toBe(90);
    expect(retryAfterSeconds({ ...none, ended_at: now + 10_000 }, now)).toBe(60);
    expect(retryAfterSeconds({ ...none, ended_at: 2_000_000_000 }, 1_999_999_990_000)).toBe(60); // epoch seconds
    expect(retryAfterSeconds({ ...none, ended_at: 5 }, 10_000)).toBe(600); // already over
    expect(retryAfterSeconds({ ...none, ended_at: now + 10 * 86_400_000 }, now)).toBe(86_400);
  });
});

describe('the renderer steps aside', () => {
  const fakeRes = {} as ServerResponse;
  const req = (url: string, method = 'GET') => ({ method, url, headers: {} }) as IncomingMessage;

  it('when the site is not built, for other methods and for non-navigations', async () => {
    const missing = tempDir('seo-nodist-');
    const render = createPageRenderer({ db: stubDb(), distDir: `${missing.path}/dist`, log: captureLogger(), isProduction: false });
    try {
      expect(await render(req('/en'), fakeRes, new URL('http://x/en'))).toBe(false);
      expect(await render(req('/en', 'POST'), fakeRes, new URL('http://x/en'))).toBe(false);
      expect(await render(req('/a.js'), fakeRes, new URL('http://x/a.js'))).toBe(false);
    } finally {
      missing.remove();
    }
  });

  it('when the site config cannot be read, logging why', async () => {
    const dist = tempDir('seo-dist-');
    writeFiles(dist.path, { 'index.html': INDEX_HTML });
    const log = captureLogger();
    const render = createPageRenderer({ db: stubDb(), distDir: dist.path, log, isProduction: false });
    try {
      expect(await render(req('/en'), fakeRes, new URL('http://x/en'))).toBe(false);
      expect(log.text('error')).toMatch(/served without SEO data/);
    } finally {
      dist.remove();
    }
  });
});
