import { describe, expect, it } from 'vitest';
import {
  PROMOTION_PATHS,
  adminPromotionAnswerSchema,
  adminPromotionsAnswerSchema,
  promotionListAnswerSchema,
  promotionSchema,
} from '../../../src/protocol/schemas/promotions';
import { registerPromotionRoutes } from '../../../server/promotions';
import { Router } from '../../../server/http/router';
import { Browser } from '../auth/helpers';
import { operator, promotionsHarnessForFile } from './harness';

const h = promotionsHarnessForFile();
const DAY = 86_400_000;

const draft = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  lang: 'en',
  title: 'Spring boost',
  lead: 'More odds',
  terms: '<p onclick="steal()">Bet <b>more</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
  product: 'sport',
  section: 'rules',
  reward: 'participation',
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: new Date(Date.now() + DAY).toISOString(),
  ...extra,
});
const publicOne = (slug: string) => new Browser(h.url).get(`${PROMOTION_PATHS.one}?slug=${slug}&lang=en`);

describe('the operator’s promotion API', () => {
  it('needs the operator token, and does not exist without one', async () => {
    expect((await operator(h, PROMOTION_PATHS.admin, undefined, null)).status).toBe(401);
    expect((await operator(h, PROMOTION_PATHS.admin, undefined, 'wrong-token')).status).toBe(401);
    expect((await operator(h, PROMOTION_PATHS.admin, draft('no-token-promo'), 'wrong-token')).status).toBe(401);
    const router = new Router();
    registerPromotionRoutes(router, { db: h.db, auth: {} as never, log: h.log, now: Date.now, adminToken: null, findGame: () => null });
    const paths = router.list().map((r) => r.path);
    expect(paths).toContain(PROMOTION_PATHS.list);
    expect(paths).not.toContain(PROMOTION_PATHS.admin);
  });

  it('creates a draft with sanitised terms, publishes it into the lists, unpublishes it out of them', async () => {
    const created = await operator(h, PROMOTION_PATHS.admin, draft('spring-boost'));
    expect(created.status).toBe(201);
    expect(adminPromotionAnswerSchema.parse(created.body).data.promotion).toMatchObject({ status: 'draft', languages: ['en'], optIns: 0 });
    expect((await publicOne('spring-boost')).status).toBe(404);

    const ru = await operator(h, PROMOTION_PATHS.admin, {
      slug: 'spring-boost',
      lang: 'ru',
      title: 'Весенний буст',
      terms: '<p>Ставьте</p>',
    });
    expect(adminPromotionAnswerSchema.parse(ru.body).data.promotion.languages).toEqual(['en', 'ru']);
    expect((await operator(h, PROMOTION_PATHS.adminStatus, { slug: 'spring-boost', status: 'published' })).status).toBe(200);
    const shown = promotionSchema.parse((await publicOne('spring-boost')).body);
    expect(shown.terms).toContain('<b>more</b>');
    expect(shown.terms).not.toMatch(/script|onclick|javascript/);
    const [stored] = await h.db.query<{ terms: string }>(
      `SELECT t.terms FROM promotion_text t JOIN promotion p ON p.id = t.promotion_id WHERE p.slug = 'spring-boost' AND t.lang = 'en'`,
    );
    expect(stored?.terms).not.toMatch(/script|onclick|javascript/);
    const listed = promotionListAnswerSchema.parse((await new Browser(h.url).get(`${PROMOTION_PATHS.list}?product=sport`)).body);
    expect(listed.items.map((p) => p.slug)).toContain('spring-boost');

    expect((await operator(h, PROMOTION_PATHS.adminStatus, { slug: 'spring-boost', status: 'draft' })).status).toBe(200);
    expect((await publicOne('spring-boost')).status).toBe(404);
    const all = adminPromotionsAnswerSchema.parse((await operator(h, PROMOTION_PATHS.admin)).body).data.promotions;
    expect(all.find((p) => p.slug === 'spring-boost')?.status).toBe('draft');
  });

  it('refuses a new promotion without its fields, dates the wrong way round, an unknown reward or slug', async () => {
    const bare = await operator(h, PROMOTION_PATHS.admin, { slug: 'bare-promo', lang: 'en', title: 'Bare' });
    expect(bare.status).toBe(400);
    expect((bare.body as { error: { code: string } }).error.code).toBe('promotions.invalid_request');
    const reversed = draft('reversed-promo', { startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date().toISOString() });
    expect((await operator(h, PROMOTION_PATHS.admin, reversed)).status).toBe(400);
    expect((await operator(h, PROMOTION_PATHS.admin, draft('odd-reward', { reward: 'jackpot' }))).status).toBe(400);
    expect(
      (await operator(h, PROMOTION_PATHS.admin, { slug: 'cashback', lang: 'en', title: 'x', endsAt: '2000-01-01T00:00:00Z' })).status,
    ).toBe(400);
    expect((await operator(h, PROMOTION_PATHS.adminStatus, { slug: 'no-such-promo', status: 'published' })).status).toBe(404);
  });
});
