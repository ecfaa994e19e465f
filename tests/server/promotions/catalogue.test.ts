import { describe, expect, it } from 'vitest';
import { OLD_PROMOTION_URLS } from '../../../src/protocol/routes';
import { PROMOTION_PATHS, promotionListAnswerSchema, promotionSchema } from '../../../src/protocol/schemas/promotions';
import { TEXT_LANGUAGE_CODES } from '../../../src/protocol/constants/languages';
import { Browser } from '../auth/helpers';
import { newPlayer } from '../bets/harness';
import { setLimits, signInAgain } from '../limits/helpers';
import { promotionsHarnessForFile } from './harness';

const h = promotionsHarnessForFile();

const list = async (query = '', browser = new Browser(h.url)) => {
  const reply = await browser.get(`${PROMOTION_PATHS.list}${query}`);
  expect(reply.status).toBe(200);
  return promotionListAnswerSchema.parse(reply.body);
};
const one = async (slug: string, lang = 'en', browser = new Browser(h.url)) => {
  const reply = await browser.get(`${PROMOTION_PATHS.one}?slug=${slug}&lang=${lang}`);
  return { status: reply.status, body: reply.body, promotion: reply.status === 200 ? promotionSchema.parse(reply.body) : null };
};

describe('the promotion list', () => {
  it('filters by product and section, running first, then upcoming, then the recently ended', async () => {
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(6);
    const casino = await list('?product=casino');
    expect(casino.items.length).toBeGreaterThan(0);
    expect(casino.items.every((p) => p.product === 'casino')).toBe(true);
    expect((await list('?product=sport')).items.every((p) => p.product === 'sport')).toBe(true);
    expect(casino.total + (await list('?product=sport')).total).toBe(all.total);
    const games = await list('?section=games');
    expect(games.items.map((p) => p.slug).sort()).toEqual(['fortuna-week', 'lucky-friday', 'slots-tournament']);
    expect((await list('?section=partners')).items.map((p) => p.slug)).toEqual(['partner-cup']);

    const now = Date.now();
    const phase = (p: { startsAt: string; endsAt: string }) => (Date.parse(p.startsAt) > now ? 1 : Date.parse(p.endsAt) > now ? 0 : 2);
    const phases = all.items.map(phase);
    expect(phases).toEqual([...phases].sort());
    expect(all.items.find((p) => p.slug === 'advancebet')?.eligibility).toEqual({ eligible: false, reasons: ['sign_in', 'ended'] });
    expect(all.items.find((p) => p.slug === 'slots-tournament')?.eligibility).toEqual({
      eligible: false,
      reasons: ['sign_in', 'not_started'],
    });
  });

  it('answers in the asked language, English when it has none, and refuses a bad filter with a 400', async () => {
    const ar = await list('?lang=ar&product=sport');
    expect(ar.items.every((p) => p.lang === 'ar')).toBe(true);
    expect((await list('?lang=fr')).items.every((p) => p.lang === 'en')).toBe(true);
    const bad = await new Browser(h.url).get(`${PROMOTION_PATHS.list}?product=poker`);
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { code: string } }).error.code).toBe('promotions.invalid_request');
  });
});

describe('one promotion', () => {
  it('exists for every old promotion URL, in every offered language, with sanitised terms', async () => {
    for (const { slug } of OLD_PROMOTION_URLS)
      for (const lang of TEXT_LANGUAGE_CODES) {
        const { promotion } = await one(slug, lang);
        expect(promotion?.lang, `${slug} in ${lang}`).toBe(lang);
        expect(promotion?.terms).toMatch(/^<ul><li>/);
      }
  });

  it('is a typed 404 when unknown and a 400 for a slug that is not one', async () => {
    expect((await one('no-such-promotion')).status).toBe(404);
    expect(((await one('no-such-promotion')).body as { error: { code: string } }).error.code).toBe('promotions.not_found');
    expect((await one('Bad_Slug')).status).toBe(400);
  });

  it('tells the signed-in player why not: no deposit yet, a play block', async () => {
    const player = await newPlayer(h);
    const reload = (await one('weekend-reload', 'en', player.browser)).promotion;
    expect(reload?.eligibility).toEqual({ eligible: false, reasons: ['deposit_needed'] });
    expect((await one('first-deposit-bonus', 'en', player.browser)).promotion?.eligibility).toEqual({ eligible: true });
    expect((await one('cashback', 'en', player.browser)).promotion?.optedIn).toBe(false);

    await setLimits(player, [{ limitType: 33, limitValue: 1 }]);
    const paused = await signInAgain(h, player);
    expect((await one('cashback', 'en', paused.browser)).promotion?.eligibility).toEqual({ eligible: false, reasons: ['play_blocked'] });
  });
});
