import { describe, expect, it } from 'vitest';
import { initialAppState } from '../../../src/core/app';
import type { MessagesCommand } from '../../../src/protocol/messages';
import { MESSAGES_PATHS, type Message } from '../../../src/protocol/schemas/messages';
import type { SessionProjection } from '../../../src/protocol/session';
import type { PlayerEvent } from '../../../src/protocol/schemas/wallet';
import { createHttpClient } from '../../../src/worker/http/client';
import { MessagesController } from '../../../src/worker/messages/controller';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { fakeFetch, json } from '../http/fakeFetch';

const NOW = Date.UTC(2026, 10, 28, 12);

const message = (id: number, readAt: number | null = null): Message => ({
  id,
  topic: 'notice',
  kind: null,
  params: {},
  body: `message ${id}`,
  link: null,
  createdAt: NOW - id,
  readAt,
});

/** The controller over a fake inbox server whose messages a test sets; the session and the wallet's notices as the host would give them. */
function harness(initial: Message[]) {
  const clock = new VirtualClock(NOW);
  let server = [...initial];
  const unread = () => server.filter((m) => m.readAt === null).length;
  const { fetch, calls } = fakeFetch(clock, [
    (call) => {
      const body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
      switch (call.url.pathname) {
        case MESSAGES_PATHS.list: {
          const limit = Number(call.url.searchParams.get('limit') ?? 20);
          return json(200, {
            items: server.slice(0, limit),
            unread: unread(),
            nextCursor: server.length > limit ? server[limit - 1]?.id : null,
          });
        }
        case MESSAGES_PATHS.read: {
          const ids = body.all ? null : (body.ids as number[]);
          server = server.map((m) => (ids === null || ids.includes(m.id) ? { ...m, readAt: m.readAt ?? NOW } : m));
          return json(200, { unread: unread() });
        }
        case MESSAGES_PATHS.remove:
          server = server.filter((m) => m.id !== body.id);
          return json(200, { unread: unread() });
        case MESSAGES_PATHS.pushKey:
          return json(200, { publicKey: 'B'.repeat(87) });
        case MESSAGES_PATHS.pushSubscription:
          return json(200, { subscribed: true });
        case MESSAGES_PATHS.pushUnsubscribe:
          return json(200, { subscribed: false });
        default:
          return json(404, {});
      }
    },
  ]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  const controller = new MessagesController({ clock, http, log: { warn: () => undefined } });
  let session: SessionProjection = NO_SESSION;
  let notices: PlayerEvent[] = [];
  let eventId = 0;
  const link: ControllerLink = {
    state: () => initialAppState,
    config: () => demoConfig,
    projection: ((name: string) =>
      name === 'session' ? session : name === 'wallet' ? { notices } : undefined) as ControllerLink['projection'],
    dispatch: () => Promise.resolve({ accepted: true, seq: 0 }),
    changed: () => undefined,
    newId: () => 'id',
  };
  controller.attach(link);
  return {
    controller,
    calls,
    setServer: (messages: Message[]) => {
      server = messages;
    },
    settle: () => flushMicrotasks(20),
    signIn(unreadCount: number) {
      session = { ...signedIn(), config: { user_msg_count: unreadCount } as never };
      controller.projectionChanged('session');
    },
    signOut() {
      session = { ...NO_SESSION, status: 'signedOut' };
      controller.projectionChanged('session');
    },
    channel(event: PlayerEvent['event']) {
      notices = [...notices, { id: ++eventId, at: NOW, event }];
      controller.projectionChanged('wallet');
    },
    send: (command: Omit<MessagesCommand, 'id'>) => controller.handle('tab-1', { id: 'c', ...command } as MessagesCommand),
  };
}

describe('the messages controller', () => {
  it('counts unread from the user data at sign-in, then from the channel; a guest has none and may not ask', async () => {
    const h = harness([message(1)]);
    expect(h.controller.view()).toMatchObject({ unread: 0 });
    h.signIn(4);
    expect(h.controller.view()).toMatchObject({ player: 'signedIn', unread: 4, list: { status: 'idle' } });
    h.channel({ type: 'message', message: message(9), unread: 5 });
    expect(h.controller.view().unread).toBe(5);
    h.channel({ type: 'messages_changed', unread: 2 });
    expect(h.controller.view().unread).toBe(2);
    // The list is the server's, loaded on demand: the channel alone never read it.
    expect(h.calls).toHaveLength(0);
    h.signOut();
    expect(h.controller.view()).toMatchObject({ player: 'guest', unread: 0 });
    expect(await h.send({ type: 'messages/load', payload: {} })).toMatchObject({ rejected: true, code: 'messages.unauthorized' });
  });

  it('loads the list on demand, puts a new message on top, and reloads when a change was made elsewhere', async () => {
    const h = harness([message(2), message(1, NOW)]);
    h.signIn(1);
    expect(await h.send({ type: 'messages/load', payload: {} })).toEqual({ accepted: true, seq: 0 });
    await h.settle();
    expect(h.controller.view()).toMatchObject({ unread: 1, pushKey: 'B'.repeat(87), list: { status: 'ready' } });
    expect(h.controller.view().list.items.map((m) => m.id)).toEqual([2, 1]);
    h.channel({ type: 'message', message: message(3), unread: 2 });
    expect(h.controller.view().list.items.map((m) => m.id)).toEqual([3, 2, 1]);
    // Another tab deleted 2 and read 3.
    h.setServer([{ ...message(3), readAt: NOW }, message(1, NOW)]);
    h.channel({ type: 'messages_changed', unread: 0 });
    await h.settle();
    expect(h.controller.view().list.items.map((m) => [m.id, m.readAt !== null])).toEqual([
      [3, true],
      [1, true],
    ]);
  });

  it('marks read, marks all read and deletes through the server, showing its count', async () => {
    const h = harness([message(3), message(2), message(1)]);
    h.signIn(3);
    await h.send({ type: 'messages/load', payload: {} });
    await h.send({ type: 'messages/markRead', payload: { ids: [2] } });
    expect(h.controller.view().unread).toBe(2);
    expect(h.controller.view().list.items.find((m) => m.id === 2)?.readAt).toBe(NOW);
    const posts = () => h.calls.filter((c) => c.method === 'POST').length;
    const before = posts();
    // Already read here: nothing to send.
    await h.send({ type: 'messages/markRead', payload: { ids: [2] } });
    expect(posts()).toBe(before);
    await h.send({ type: 'messages/delete', payload: { id: 3 } });
    expect(h.controller.view()).toMatchObject({ unread: 1 });
    expect(h.controller.view().list.items.map((m) => m.id)).toEqual([2, 1]);
    await h.send({ type: 'messages/markAllRead', payload: {} });
    expect(h.controller.view().unread).toBe(0);
    expect(h.controller.view().list.items.every((m) => m.readAt !== null)).toBe(true);
  });

  it('hands the page’s push subscription to the server and forgets it on opt-out', async () => {
    const h = harness([]);
    h.signIn(0);
    const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p'.repeat(20), auth: 'a'.repeat(16) } };
    expect(
      await h.send({ type: 'messages/pushSubscribe', payload: { subscription, lang: 'en', titles: { notice: 'Notice' } } }),
    ).toMatchObject({
      accepted: true,
    });
    expect(h.controller.view().push).toEqual({ subscribed: true, busy: false, failed: false });
    const sent = h.calls.find((c) => c.url.pathname === MESSAGES_PATHS.pushSubscription);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ subscription, lang: 'en', titles: { notice: 'Notice' } });
    await h.send({ type: 'messages/pushUnsubscribe', payload: { endpoint: subscription.endpoint } });
    expect(h.controller.view().push.subscribed).toBe(false);
    expect(JSON.parse(h.calls.at(-1)?.body ?? '{}')).toEqual({ endpoint: subscription.endpoint });
  });
});
