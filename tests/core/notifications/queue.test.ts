import { describe, expect, it } from 'vitest';
import { decideNotifications, evolveNotifications, initialNotificationsState, notificationsView } from '../../../src/core/notifications';
import { NOTIFICATION_LIMITS, type NotificationKind } from '../../../src/protocol/constants/notifications';
import type { NotificationsCommand, NotificationsEvent, NotificationsState } from '../../../src/protocol/notifications';

const T0 = Date.UTC(2026, 10, 29, 0, 0);

function queue() {
  let state: NotificationsState = initialNotificationsState;
  let ids = 0;
  const send = (command: NotificationsCommand, now = T0) => {
    const events = decideNotifications(state, command, { now, newId: () => `n${++ids}`, config: null }) as readonly NotificationsEvent[];
    state = events.reduce(evolveNotifications, state);
    return events;
  };
  return {
    state: () => state,
    raise: (key: string, kind: NotificationKind, now = T0, player: number | null = null) =>
      send({ type: 'notifications/raise', id: 'c', payload: { key, kind, params: {}, link: null, player } }, now),
    dismiss: (id: string, now = T0) => send({ type: 'notifications/dismiss', id: 'c', payload: { id } }, now),
    expire: (now: number) => send({ type: 'notifications/expire', id: 'c', payload: {} }, now),
    closePlayer: (player: number) => send({ type: 'notifications/closePlayer', id: 'c', payload: { player } }),
    retract: (key: string, now = T0) => send({ type: 'notifications/retract', id: 'c', payload: { key } }, now),
    view: (player: number | null = null) => notificationsView(state, player),
  };
}

describe('the notifications queue', () => {
  it('shows three, queues the fourth and promotes it when one closes, its timer counting from then', () => {
    const q = queue();
    for (const key of ['a', 'b', 'c', 'd']) q.raise(key, 'welcome');
    expect(q.view().shown.map((n) => n.id)).toEqual(['n1', 'n2', 'n3']);
    expect(q.view().queued).toBe(1);
    q.dismiss('n2', T0 + 4000);
    expect(q.view().shown.map((n) => n.id)).toEqual(['n1', 'n3', 'n4']);
    expect(q.view().shown.find((n) => n.id === 'n4')?.closesAt).toBe(T0 + 4000 + NOTIFICATION_LIMITS.autoCloseMs);
  });

  it('keeps a second maintenance notice waiting behind the first, while regular ones pass it', () => {
    const q = queue();
    q.raise('m1', 'maintenance');
    q.raise('m2', 'maintenance');
    q.raise('r1', 'default');
    expect(q.view().shown.map((n) => n.kind)).toEqual(['maintenance', 'default']);
    expect(q.view().queued).toBe(1);
  });

  it('closes the ones with a timeout after 10 s, and never the ones without', () => {
    const q = queue();
    q.raise('w', 'welcome');
    q.raise('p', 'permanentAlert');
    expect(q.expire(T0 + NOTIFICATION_LIMITS.autoCloseMs - 1)).toEqual([]);
    q.expire(T0 + NOTIFICATION_LIMITS.autoCloseMs);
    expect(q.view().shown.map((n) => n.kind)).toEqual(['permanentAlert']);
    expect(q.view().shown[0]?.closesAt).toBeNull();
    expect(q.expire(T0 + 10 * NOTIFICATION_LIMITS.autoCloseMs)).toEqual([]);
  });

  it('remembers a closed fact, so the same rule does not raise it again', () => {
    const q = queue();
    q.raise('firstDeposit:7', 'registrationFirstDeposit', T0, 7);
    q.dismiss('n1');
    expect(q.raise('firstDeposit:7', 'registrationFirstDeposit', T0, 7)).toEqual([]);
    expect(q.raise('firstDeposit:8', 'registrationFirstDeposit', T0, 8)).toHaveLength(1);
  });

  it("shows a player's own and the browser's, and closes a player's on their sign-out", () => {
    const q = queue();
    q.raise('welcome:7', 'welcome', T0, 7);
    q.raise('news', 'default', T0, null);
    expect(q.view(7).shown).toHaveLength(2);
    expect(q.view(null).shown.map((n) => n.kind)).toEqual(['default']);
    q.closePlayer(7);
    expect(q.view(7).shown.map((n) => n.kind)).toEqual(['default']);
    expect(q.raise('welcome:7', 'welcome', T0, 7)).toEqual([]);
  });

  it("gives a kind's default link when the raiser gives none", () => {
    const q = queue();
    q.raise('fd', 'registrationFirstDeposit');
    expect(q.view().shown[0]?.link).toBe('/office/responsible');
  });

  it('refuses a raise with a link outside the site', () => {
    const answer = decideNotifications(
      initialNotificationsState,
      {
        type: 'notifications/raise',
        id: 'c',
        payload: { key: 'x', kind: 'alertWithLink', params: {}, link: '//evil.example', player: null },
      },
      { now: T0, newId: () => 'n', config: null },
    );
    expect(answer).toMatchObject({ rejected: true, code: 'invalid_command' });
  });

  it('retracts the open one with a key as ended, promoting what waited behind it; the fact stays closed', () => {
    const q = queue();
    q.raise('maintenance:1:2', 'maintenance');
    q.raise('maintenance:3:4', 'maintenance');
    expect(q.view().queued).toBe(1);
    expect(q.retract('maintenance:1:2', T0 + 5)).toEqual([
      { type: 'notifications/closed', v: 1, payload: { ids: ['n1'], reason: 'ended', at: T0 + 5 } },
    ]);
    expect(q.view().shown.map((n) => n.id)).toEqual(['n2']);
    expect(q.raise('maintenance:1:2', 'maintenance')).toEqual([]);
  });

  it('decides nothing when retracting a key that is unknown or already closed', () => {
    const q = queue();
    expect(q.retract('maintenance:1:2')).toEqual([]);
    q.raise('maintenance:1:2', 'maintenance');
    q.dismiss('n1');
    expect(q.retract('maintenance:1:2')).toEqual([]);
  });
});
