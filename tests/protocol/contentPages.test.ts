import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentPageIdSchema, contentPageOfRoute, sitePathOfContentPage } from '../../src/protocol/schemas/content';

const slug = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).filter((s) => s.length <= 60);

describe('the routes that show a content page', () => {
  it('name the page each shows, and the page names the same path back', () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ['promo', {}, 'promo', 'promo'],
      ['mobile', {}, 'mobile', 'mobile'],
      ['partners', {}, 'partners', 'partners'],
      ['landingPage', { landingId: 'welcome' }, 'landing/welcome', 'landing-page/welcome'],
      ['bonusLanding', { landingId: 'welcome-bonus' }, 'bonus-landing/welcome-bonus', 'bonus/landing/welcome-bonus'],
      ['ourPartners', { section: 'affiliates' }, 'our-partners/affiliates', 'our-partners/affiliates'],
    ];
    for (const [routeId, params, page, path] of cases) {
      expect(contentPageOfRoute(routeId, params), routeId).toBe(page);
      expect(sitePathOfContentPage(page), routeId).toBe(path);
      expect(contentPageIdSchema.safeParse(page).success, routeId).toBe(true);
    }
  });

  it('show nothing for another route or a missing parameter, and give no path for an unknown page', () => {
    expect(contentPageOfRoute('news', { slug: 'x' })).toBeUndefined();
    expect(contentPageOfRoute('bonusLanding', {})).toBeUndefined();
    expect(sitePathOfContentPage('help')).toBeUndefined();
  });

  it('every page id the schema takes with a parameter maps to one path and back', () => {
    fc.assert(
      fc.property(fc.constantFrom('landing/', 'bonus-landing/', 'our-partners/'), slug, (prefix, id) => {
        const page = `${prefix}${id}`;
        expect(contentPageIdSchema.safeParse(page).success).toBe(true);
        const path = sitePathOfContentPage(page);
        expect(path?.endsWith(`/${id}`)).toBe(true);
      }),
    );
  });
});
