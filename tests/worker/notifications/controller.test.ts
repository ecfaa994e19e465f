import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import type { AppCommand, AppEvent } from '../../../src/protocol/catalogue';
import { MESSAGE_BODY_MAX, MESSAGE_BODY_PARAM, NOTIFICATION_LIMITS } from '../../../src/protocol/constants/notifications';
import type { SessionProjection } from '../../../src/protocol/session';
import type { PlayerEvent } from '../../../src/protocol/schemas/wallet';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { NotificationsController } from '../../../src/worker/notifications/controller';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';

const T0 = Date.UTC(2026, 10, 29, 0, 0);

/** The controller on a host of one: its commands are decided and folded as the worker's host does, its pushes counted. */
function harness() {
  const clock = new VirtualClock(T0);
  const controller = new NotificationsController({ clock, log: { warn: () => undefined } });
  let state: AppState = initialAppState;
  let session: SessionProjection = NO_SESSION;
  let wallet: Partial<WalletProjection> = { notices: [] };
  let ids = 0;
  let pushes = 0;
  const dispatch = (draft: Omit<AppCommand, 'id'>) => {
    const command = { ...draft, id: `c${++ids}` } as AppCommand;
    const decision = decideApp(state, command, { now: clock.now(), newId: () => `n${++ids}`, config: demoConfig });
    if ('rejected' in decision) return Promise.resolve(decision);
    const before = state;
    state = (decision as readonly AppEvent[]).reduce(evolveApp, state);
    if (state !== before) controller.stateChanged(before, state);
    return Promise.resolve({ accepted: true as const, seq: ids });
  };
  const link: ControllerLink = {
    state: () => state,
    config: () => demoConfig,
    projection: ((name: string) => (name === 'session' ? session : name === 'wallet' ? wallet : undefined)) as ControllerLink['projection'],
    dispatch: dispatch as ControllerLink['dispatch'],
    changed: () => void pushes++,
    newId: () => 'id',
  };
  controller.attach(link);
  const notices: PlayerEvent[] = [];
  return {
    clock,
    view: () => controller.projections.notifications.value(),
    pushes: () => pushes,
    state: () => state,
    settle: () => flushMicrotasks(5),
    /** The session records a sign-in (as its controller does), then its projection follows. */
    async signIn(method: string, userId = 7) {
      await dispatch({ type: 'session/record-sign-in', payload: { userId, login: 'demo', method } } as Omit<AppCommand, 'id'>);
      session = { ...signedIn(), userId };
      controller.projectionChanged('session');
    },
    async signOut() {
      await dispatch({ type: 'session/record-sign-out', payload: { reason: 'logout' } } as Omit<AppCommand, 'id'>);
      session = { ...NO_SESSION, status: 'signedOut' };
      wallet = { notices: [] };
      controller.projectionChanged('session');
    },
    channel(event: PlayerEvent['event']) {
      notices.push({ id: notices.length + 1, at: clock.now(), event });
      wallet = { notices: [...notices] };
      controller.projectionChanged('wallet');
    },
    dismiss: (id: string) => dispatch({ type: 'notifications/dismiss', payload: { id } } as Omit<AppCommand, 'id'>),
  };
}

const FIRST_DEPOSIT = { type: 'first_deposit', intentId: 'pi_1', amount: 1000, currencyIso: 'EUR', bonus: null } as const;
const message = (id: number, kind: string | null, body: string | null = null) =>
  ({
    type: 'message',
    unread: 1,
    message: { id, topic: 'notice', kind, params: { name: 'Ann' }, body, link: '/en/office/messages', createdAt: T0, readAt: null },
  }) as PlayerEvent['event'];

describe('the notifications controller', () => {
  it("welcomes a new player once, at registration's sign-in, and closes it after 10 s on the worker's clock", async () => {
    const h = harness();
    await h.signIn('registration');
    await h.settle();
    expect(h.view().shown.map((n) => n.kind)).toEqual(['welcome']);
    await h.clock.advanceAsync(NOTIFICATION_LIMITS.autoCloseMs - 1);
    expect(h.view().shown).toHaveLength(1);
    await h.clock.advanceAsync(1);
    await h.settle();
    expect(h.view().shown).toEqual([]);
    expect(h.clock.pending).toBe(0);
  });

  it('does not welcome a returning player who signs in with a password', async () => {
    const h = harness();
    await h.signIn('password');
    await h.settle();
    expect(h.view().shown).toEqual([]);
  });

  it('raises the first-deposit notification from the channel once, leading to the limits page, with no timeout', async () => {
    const h = harness();
    await h.signIn('password');
    h.channel(FIRST_DEPOSIT);
    await h.settle();
    expect(h.view().shown).toEqual([
      expect.objectContaining({ kind: 'registrationFirstDeposit', link: '/office/responsible', closesAt: null }),
    ]);
    const id = h.view().shown[0]!.id;
    await h.dismiss(id);
    // The same fact heard again (a channel resumed after a reload) does not bring it back.
    h.channel(FIRST_DEPOSIT);
    await h.settle();
    expect(h.view().shown).toEqual([]);
  });

  it("raises a server message's kind with its parameters and link, and nothing for a message without a kind", async () => {
    const h = harness();
    await h.signIn('password');
    h.channel(message(1, null));
    h.channel(message(2, 'banker'));
    await h.settle();
    expect(h.view().shown).toEqual([expect.objectContaining({ kind: 'banker', params: { name: 'Ann' }, link: '/en/office/messages' })]);
  });

  it("carries what a person wrote, cut to a glimpse, as the notification's text", async () => {
    const h = harness();
    await h.signIn('password');
    h.channel(message(1, 'alertWithLink', `New terms from Monday. ${'x'.repeat(400)}`));
    await h.settle();
    const text = h.view().shown[0]?.params[MESSAGE_BODY_PARAM];
    expect(text).toMatch(/^New terms from Monday\. x+$/);
    expect(String(text)).toHaveLength(MESSAGE_BODY_MAX);
  });

  it("queues a fourth behind three and promotes it when one closes; a sign-out closes the player's", async () => {
    const h = harness();
    await h.signIn('password');
    for (const id of [1, 2, 3, 4]) h.channel(message(id, 'permanentAlert'));
    await h.settle();
    expect(h.view().shown).toHaveLength(3);
    expect(h.view().queued).toBe(1);
    await h.dismiss(h.view().shown[0]!.id);
    expect(h.view().shown).toHaveLength(3);
    expect(h.view().queued).toBe(0);
    await h.signOut();
    await h.settle();
    expect(h.view()).toEqual({ shown: [], queued: 0 });
    expect(h.state().notifications.open).toEqual([]);
  });
});
