import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import { promotionKey, promotionListKey } from '../../../src/protocol/promotions';
import { PROMOTION_PATHS, type Promotion } from '../../../src/protocol/schemas/promotions';
import { PromotionsController } from '../../../src/worker/promotions/controller';
// Loaded up front: the controller's dynamic import of it then resolves within a settle, not after a first transform.
import '../../../src/worker/promotions/calls';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { PROMOTIONS_REREAD_DEBOUNCE_MS } from '../../../src/protocol/constants/promotions';
import { NO_SESSION } from '../../../src/worker/session';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 29, 12);

const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  slug: 'lucky-friday',
  product: 'casino',
  section: 'games',
  reward: 'participation',
  startsAt: new Date(NOW - 86_400_000).toISOString(),
  endsAt: new Date(NOW + 86_400_000).toISOString(),
  image: null,
  lang: 'en',
  title: 'Lucky Friday',
  lead: '',
  optedIn: false,
  awards: [],
  eligibility: { eligible: false, reasons: ['sign_in'] },
  terms: '<p>t</p>',
  rules: { deposit: 'either', currencies: [] },
  rewardTerms: {},
  ...over,
});

function harness() {
  const clock = new VirtualClock(NOW);
  const server = { promotion: promotion(), optInStatus: 200 };
  const signedInView = () => ({
    ...server.promotion,
    eligibility: server.promotion.optedIn ? { eligible: false, reasons: ['opted_in'] } : { eligible: true },
  });
  let player = false;
  const { http, calls } = scriptedHttp(clock, {
    [PROMOTION_PATHS.list]: [
      (call) => {
        // Page n holds the promotion under the slug `lucky-friday-<n>` past the first, so each page's answer is its own.
        const page = Number(call.url.searchParams.get('page') ?? '1');
        const item = player ? signedInView() : server.promotion;
        return json(200, { items: [page === 1 ? item : { ...item, slug: `lucky-friday-${page}` }], page, pageSize: 12, total: 12 * 20 });
      },
    ],
    [PROMOTION_PATHS.one]: [() => json(200, player ? signedInView() : server.promotion)],
    [PROMOTION_PATHS.optIn]: [
      () => {
        if (server.optInStatus !== 200)
          return json(server.optInStatus, { error: { code: 'promotions.ineligible', message: 'no', reasons: ['play_blocked'] } });
        server.promotion = { ...server.promotion, optedIn: true };
        return json(200, { promotion: signedInView(), repeated: false });
      },
    ],
  });
  const controller = new PromotionsController({
    http,
    clock,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  let wallet: Partial<WalletProjection> = { notices: [] };
  const core = coreLink(controller, { clock, projections: { wallet: () => wallet as WalletProjection } });
  let eventId = 0;
  return {
    controller,
    clock,
    server,
    calls,
    // The calls are a lazily imported module: its first load takes a turn of the event loop, not only microtasks.
    settle: async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await flushMicrotasks(30);
      }
    },
    signIn: () => {
      player = true;
      core.setSession(signedIn());
    },
    signOut: () => {
      player = false;
      core.setSession({ ...NO_SESSION, status: 'signedOut' });
    },
    /** An event on the player's channel, as the wallet projection's notices carry it. */
    channel(event: Record<string, unknown>) {
      eventId += 1;
      wallet = { ...wallet, notices: [...(wallet.notices ?? []), { id: eventId, at: clock.now(), event: event as never }] };
      controller.projectionChanged('wallet');
    },
  };
}

const LIST = { product: 'casino', section: null, page: 1, lang: 'en', scope: 'all' } as const;

describe('the promotions controller', () => {
  it('keeps the lists and pages asked for and reads them again when the player signs in', async () => {
    const h = harness();
    h.signOut();
    await h.controller.handle('tab', { id: 'a', type: 'promotions/watchList', payload: LIST });
    await h.controller.handle('tab', { id: 'b', type: 'promotions/watch', payload: { slug: 'lucky-friday', lang: 'en' } });
    await h.settle();
    const view = h.controller.view();
    expect(view.lists[promotionListKey(LIST)]?.answer?.items[0]?.eligibility).toEqual({ eligible: false, reasons: ['sign_in'] });
    expect(view.pages[promotionKey('en', 'lucky-friday')]).toMatchObject({ status: 'ready', promotion: { slug: 'lucky-friday' } });
    h.signIn();
    await h.settle();
    expect(h.controller.view()).toMatchObject({ player: 'signedIn' });
    expect(h.controller.view().pages[promotionKey('en', 'lucky-friday')]?.promotion?.eligibility).toEqual({ eligible: true });
    expect(h.controller.view().lists[promotionListKey(LIST)]?.answer?.items[0]?.eligibility).toEqual({ eligible: true });
  });

  it('opts in with an idempotency key, shows the promotion as answered; a refusal keeps its code and reasons', async () => {
    const h = harness();
    h.signIn();
    await h.controller.handle('tab', { id: 'a', type: 'promotions/watchList', payload: LIST });
    await h.controller.handle('tab', { id: 'b', type: 'promotions/watch', payload: { slug: 'lucky-friday', lang: 'en' } });
    await h.settle();
    h.server.optInStatus = 409;
    expect(
      await h.controller.handle('tab', { id: 'c', type: 'promotions/optIn', payload: { slug: 'lucky-friday', lang: 'en' } }),
    ).toMatchObject({
      rejected: true,
      code: 'promotions.ineligible',
    });
    expect(h.controller.view()).toMatchObject({
      busy: null,
      refusal: { slug: 'lucky-friday', code: 'promotions.ineligible', reasons: ['play_blocked'] },
    });
    h.server.optInStatus = 200;
    expect(await h.controller.handle('tab', { id: 'd', type: 'promotions/optIn', payload: { slug: 'lucky-friday', lang: 'en' } })).toEqual({
      accepted: true,
      seq: 0,
    });
    expect(h.controller.view()).toMatchObject({ busy: null, refusal: null });
    expect(h.controller.view().pages[promotionKey('en', 'lucky-friday')]?.promotion?.optedIn).toBe(true);
    // The lists kept are read again (their opt-ins moved), each once.
    await h.settle();
    expect(h.controller.view().lists[promotionListKey(LIST)]?.answer?.items[0]?.optedIn).toBe(true);
    const sent = h.calls.find((c) => String(c.url).includes(PROMOTION_PATHS.optIn));
    expect(sent?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^promo-lucky-friday-/);
  });

  it('reads a promotion again just after it ends, so its eligibility says so', async () => {
    const h = harness();
    h.signIn();
    await h.controller.handle('tab', { id: 'b', type: 'promotions/watch', payload: { slug: 'lucky-friday', lang: 'en' } });
    await h.settle();
    const reads = () => h.calls.filter((c) => c.url.pathname === PROMOTION_PATHS.one).length;
    const before = reads();
    await h.clock.advanceAsync(86_400_000 - 1000);
    expect(reads()).toBe(before);
    h.server.promotion = { ...h.server.promotion, endsAt: new Date(NOW).toISOString() };
    await h.clock.advanceAsync(2000);
    await h.settle();
    expect(reads()).toBe(before + 1);
  });

  it('refuses an opt-in from a guest without calling the server', async () => {
    const h = harness();
    h.signOut();
    expect(
      await h.controller.handle('tab', { id: 'e', type: 'promotions/optIn', payload: { slug: 'lucky-friday', lang: 'en' } }),
    ).toMatchObject({
      code: 'promotions.sign_in',
    });
    expect(h.calls.some((c) => String(c.url).includes(PROMOTION_PATHS.optIn))).toBe(false);
  });

  it('keeps each page asked for on its own key, at most 12 lists, the oldest asked dropped', async () => {
    const h = harness();
    h.signIn();
    const mine = { product: 'all', section: null, lang: 'en', scope: 'mine' } as const;
    await h.controller.handle('tab', { id: 'p1', type: 'promotions/watchList', payload: { ...mine, page: 1 } });
    await h.controller.handle('tab', { id: 'p2', type: 'promotions/watchList', payload: { ...mine, page: 2 } });
    await h.settle();
    const lists = () => h.controller.view().lists;
    expect(lists()[promotionListKey({ ...mine, page: 1 })]?.answer?.items[0]?.slug).toBe('lucky-friday');
    expect(lists()[promotionListKey({ ...mine, page: 2 })]?.answer).toMatchObject({ page: 2, items: [{ slug: 'lucky-friday-2' }] });
    const sent = h.calls.filter((c) => c.url.pathname === PROMOTION_PATHS.list).map((c) => c.url.searchParams.get('page') ?? '1');
    expect(sent).toEqual(['1', '2']);
    for (let page = 3; page <= 13; page++)
      await h.controller.handle('tab', { id: `p${page}`, type: 'promotions/watchList', payload: { ...mine, page } });
    await h.settle();
    expect(Object.keys(lists())).toHaveLength(12);
    expect(lists()[promotionListKey({ ...mine, page: 1 })]).toBeUndefined();
    expect(lists()[promotionListKey({ ...mine, page: 13 })]?.answer?.page).toBe(13);
  });

  it('reads what it shows again once after a deposit or a time-out heard on the channel, debounced on the clock', async () => {
    const h = harness();
    h.signIn();
    await h.controller.handle('tab', { id: 'a', type: 'promotions/watchList', payload: LIST });
    await h.controller.handle('tab', { id: 'b', type: 'promotions/watch', payload: { slug: 'lucky-friday', lang: 'en' } });
    await h.settle();
    const reads = () => h.calls.filter((c) => c.url.pathname === PROMOTION_PATHS.list || c.url.pathname === PROMOTION_PATHS.one).length;
    const before = reads();

    // A balance or a bonus event changes no eligibility: nothing is read.
    h.channel({ type: 'bonus_changed', bonusId: 1, status: 'active', wagered: 0, requirement: 1 });
    h.channel({ type: 'deposit_status', intentId: 'i1', status: 'processing', reason: null });
    await h.clock.advanceAsync(PROMOTIONS_REREAD_DEBOUNCE_MS * 2);
    await h.settle();
    expect(reads()).toBe(before);

    // A deposit completing in another tab: its burst of events is one read of each list and page, after the wait.
    h.server.promotion = { ...h.server.promotion, eligibility: { eligible: false, reasons: ['first_deposit_only'] } };
    h.channel({ type: 'deposit_status', intentId: 'i1', status: 'succeeded', reason: null });
    await h.clock.advanceAsync(PROMOTIONS_REREAD_DEBOUNCE_MS - 100);
    h.channel({ type: 'first_deposit', intentId: 'i1', amount: 1000, currencyIso: 'RUB', bonus: null });
    await h.clock.advanceAsync(PROMOTIONS_REREAD_DEBOUNCE_MS - 100);
    await h.settle();
    expect(reads()).toBe(before);
    await h.clock.advanceAsync(200);
    await h.settle();
    expect(reads()).toBe(before + 2);

    // A time-out set in another tab: the limit's event reads them again too.
    h.channel({ type: 'limit_changed', limitType: 33, currencyIso: null, actor: 'player', action: 'set' });
    await h.clock.advanceAsync(PROMOTIONS_REREAD_DEBOUNCE_MS);
    await h.settle();
    expect(reads()).toBe(before + 4);
  });
});
