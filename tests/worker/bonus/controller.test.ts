import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import {
  BONUS_PATHS,
  bonusForfeitPath,
  type BonusView,
  type FreeSpinGrantView,
  type ReloadOffer,
} from '../../../src/protocol/schemas/bonus';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { BonusController } from '../../../src/worker/bonus/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 29, 12);

const bonus = (over: Partial<BonusView> = {}): BonusView => ({
  id: 7,
  source: 'first_deposit',
  product: 'sport',
  status: 'active',
  accountId: 3,
  currencyIso: 'RUB',
  amount: 10_000,
  requirement: 50_000,
  wagered: 0,
  deadline: NOW + 86_400_000,
  maxConversion: 10_000,
  balance: 10_000,
  converted: null,
  createdAt: NOW,
  endedAt: null,
  ...over,
});

const grant = (over: Partial<FreeSpinGrantView> = {}): FreeSpinGrantView => ({
  id: 4,
  gameId: '12',
  gameName: 'Book of Sands',
  count: 10,
  spinsLeft: 10,
  stake: 200,
  currencyIso: 'RUB',
  expiresAt: NOW + 86_400_000,
  status: 'active',
  source: 'promotion',
  won: 0,
  bonusId: null,
  ...over,
});

function harness() {
  const clock = new VirtualClock(NOW);
  const offer: ReloadOffer = {
    percent: 50,
    currencyIso: 'RUB',
    cap: 500_000,
    wageringMultiplier: 5,
    days: 14,
    maxConversionMultiplier: 1,
    optedIn: null,
  };
  const server = {
    active: [bonus()],
    freeSpins: [] as FreeSpinGrantView[],
    history: [] as BonusView[],
    forfeitStatus: 200,
    reloadOffer: offer as ReloadOffer | null,
  };
  const { http, calls } = scriptedHttp(clock, {
    [BONUS_PATHS.list]: [
      () =>
        json(200, {
          reloadOffer: server.reloadOffer,
          freeSpins: server.freeSpins,
          active: server.active,
          history: server.history,
          nextCursor: null,
        }),
    ],
    [BONUS_PATHS.reload]: [
      (request) => {
        if (!server.reloadOffer) return json(409, { error: { code: 'wallet.bonus_reload_unavailable', message: 'none', params: {} } });
        server.reloadOffer = { ...server.reloadOffer, optedIn: JSON.parse(String(request.body)).product };
        return json(200, { reloadOffer: server.reloadOffer });
      },
    ],
    [bonusForfeitPath(7)]: [
      () => {
        if (server.forfeitStatus !== 200)
          return json(server.forfeitStatus, { error: { code: 'wallet.bonus_not_active', message: 'ended', params: {} } });
        const ended = bonus({ status: 'forfeited', balance: 0, converted: 0, endedAt: NOW });
        server.active = [];
        server.history = [ended];
        return json(200, { bonus: ended, repeated: false });
      },
    ],
  });
  const controller = new BonusController({ http, log: { warn: () => undefined } });
  let wallet: Partial<WalletProjection> = { notices: [] };
  const core = coreLink(controller, { clock, projections: { wallet: () => wallet as WalletProjection } });
  return {
    controller,
    server,
    calls,
    settle: () => flushMicrotasks(20),
    signIn: () => core.setSession(signedIn()),
    signOut: () => core.setSession({ ...NO_SESSION, status: 'signedOut' }),
    channel(id: number, event: Record<string, unknown>) {
      wallet = { ...wallet, notices: [{ id, at: NOW, event: event as never }] };
      controller.projectionChanged('wallet');
    },
  };
}

describe('the bonus controller', () => {
  it('reads the bonuses at sign-in with their progress, and shows a guest nothing', async () => {
    const h = harness();
    expect(await h.controller.handle('tab', { id: 'c', type: 'bonus/reload', payload: {} })).toMatchObject({ code: 'wallet.unauthorized' });
    h.signIn();
    await h.settle();
    expect(h.controller.view()).toMatchObject({ player: 'signedIn', active: [{ id: 7, left: 50_000, percent: 0 }] });
    h.signOut();
    expect(h.controller.view()).toMatchObject({ player: 'guest', active: null, history: [] });
  });

  it('reads again on a bonus event of the channel (a stake in another tab), not on other events', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    const reads = h.calls.length;
    h.channel(1, { type: 'withdrawal_status' });
    await h.settle();
    expect(h.calls.length).toBe(reads);
    h.server.active = [bonus({ wagered: 20_000 })];
    h.channel(2, { type: 'bonus_changed', bonusId: 7, status: 'active', wagered: 20_000, requirement: 50_000 });
    await h.settle();
    expect(h.calls.length).toBe(reads + 1);
    expect(h.controller.view().active?.[0]).toMatchObject({ wagered: 20_000, left: 30_000, percent: 40 });
  });

  it('projects the free spins and reads them again when a spin is played in the game', async () => {
    const h = harness();
    h.server.freeSpins = [grant()];
    h.signIn();
    await h.settle();
    expect(h.controller.view().freeSpins).toEqual([grant()]);
    h.server.freeSpins = [grant({ spinsLeft: 9, won: 150 })];
    h.channel(1, { type: 'free_spins_changed', grantId: 4, status: 'active', spinsLeft: 9 });
    await h.settle();
    expect(h.controller.view().freeSpins).toEqual([grant({ spinsLeft: 9, won: 150 })]);
    h.signOut();
    expect(h.controller.view().freeSpins).toEqual([]);
  });

  it('sends a forfeit keyed by the bonus and shows the history after; a refusal keeps its code', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    h.server.forfeitStatus = 409;
    expect(await h.controller.handle('tab', { id: 'f', type: 'bonus/forfeit', payload: { bonusId: 7 } })).toMatchObject({
      rejected: true,
      code: 'wallet.bonus_not_active',
    });
    expect(h.controller.view()).toMatchObject({ forfeiting: null, refusal: { action: 'forfeit', code: 'wallet.bonus_not_active' } });
    h.server.forfeitStatus = 200;
    expect(await h.controller.handle('tab', { id: 'g', type: 'bonus/forfeit', payload: { bonusId: 7 } })).toEqual({
      accepted: true,
      seq: 0,
    });
    expect(h.controller.view()).toMatchObject({ active: [], history: [{ status: 'forfeited' }], refusal: null });
    const sent = h.calls.find((c) => String(c.url).includes('/forfeit'));
    expect(sent?.headers.get(IDEMPOTENCY_HEADER)).toBe('bonus-forfeit-7');
  });

  it('opts in for the reload bonus and out again; a refusal keeps its code', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    expect(h.controller.view().reloadOffer).toMatchObject({ percent: 50, optedIn: null });
    expect(await h.controller.handle('tab', { id: 'r', type: 'bonus/optInReload', payload: { product: 'casino' } })).toEqual({
      accepted: true,
      seq: 0,
    });
    expect(h.controller.view()).toMatchObject({ reloadOffer: { optedIn: 'casino' }, optingIn: false });
    await h.controller.handle('tab', { id: 's', type: 'bonus/optInReload', payload: { product: null } });
    expect(h.controller.view().reloadOffer?.optedIn).toBeNull();
    h.server.reloadOffer = null;
    expect(await h.controller.handle('tab', { id: 't', type: 'bonus/optInReload', payload: { product: 'sport' } })).toMatchObject({
      rejected: true,
      code: 'wallet.bonus_reload_unavailable',
    });
    expect(h.controller.view().refusal).toEqual({ action: 'reload', code: 'wallet.bonus_reload_unavailable' });
    expect(await h.controller.handle('tab', { id: 'u', type: 'bonus/optInReload', payload: { product: 'poker' } })).toMatchObject({
      rejected: true,
      code: 'invalid_command',
    });
  });
});
