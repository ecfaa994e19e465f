import { describe, expect, it } from 'vitest';
import { INFO_PAGES_SEED, SEO_PAGES_SEED } from '../../../server/seo/seedContent';
import { INFO_PAGES_DE, SEO_PAGES_DE } from '../../../server/seo/seedContentDe';

/**
 * The demo site offers German (server/db/seedData.ts): every information page
 * the server serves has German content, with links that stay in German, and
 * every page title the other languages set has a German one.
 */
describe('German demo content', () => {
  it('has every information page, and no page the other languages lack', () => {
    expect(Object.keys(INFO_PAGES_DE).sort()).toEqual(Object.keys(INFO_PAGES_SEED).sort());
  });

  it('links to German pages only, and writes no script', () => {
    for (const [slug, page] of Object.entries(INFO_PAGES_DE)) {
      expect(page.title.trim(), slug).not.toBe('');
      for (const [, href] of page.html.matchAll(/href="(\/[^"]*)"/g)) expect(href, slug).toMatch(/^\/de\//);
      expect(page.html, slug).not.toMatch(/<script|javascript:|\son\w+=/i);
    }
  });

  it('titles every route the other languages title', () => {
    const routes = (rows: typeof SEO_PAGES_SEED, lang?: string) =>
      new Set(
        rows.filter((r) => r.lang !== '*' && (lang === undefined || r.lang === lang) && r.routeId !== undefined).map((r) => r.routeId),
      );
    expect(SEO_PAGES_DE.every((r) => r.lang === 'de')).toBe(true);
    expect([...routes(SEO_PAGES_DE)].sort()).toEqual([...routes(SEO_PAGES_SEED)].sort());
  });
});
