import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideNotifications, evolveNotifications, initialNotificationsState, nextExpiry, shownIds } from '../../../src/core/notifications';
import {
  NOTIFICATION_KIND_SPECS,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type NotificationKind,
} from '../../../src/protocol/constants/notifications';
import type { NotificationsCommand, NotificationsEvent, NotificationsState } from '../../../src/protocol/notifications';
import { isRejection } from '../../../src/protocol/rejections';

const T0 = Date.UTC(2026, 10, 29, 0, 0);

type Step =
  | { readonly op: 'raise'; readonly key: number; readonly kind: NotificationKind }
  | { readonly op: 'dismiss'; readonly pick: number }
  | { readonly op: 'wait'; readonly ms: number }
  | { readonly op: 'expire' }
  | { readonly op: 'retract'; readonly key: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('raise' as const), key: fc.integer({ min: 0, max: 12 }), kind: fc.constantFrom(...NOTIFICATION_KINDS) }),
  fc.record({ op: fc.constant('dismiss' as const), pick: fc.nat(20) }),
  fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 12_000 }) }),
  fc.record({ op: fc.constant('expire' as const) }),
  fc.record({ op: fc.constant('retract' as const), key: fc.integer({ min: 0, max: 12 }) }),
);

/** Runs the steps through decide and evolve as the store would, keeping every event. */
function run(steps: readonly Step[]) {
  let state: NotificationsState = initialNotificationsState;
  let now = T0;
  let ids = 0;
  const events: NotificationsEvent[] = [];
  const states: NotificationsState[] = [state];
  const raisedKeys = new Set<string>();
  for (const s of steps) {
    let command: NotificationsCommand | null = null;
    if (s.op === 'wait') now += s.ms;
    else if (s.op === 'raise')
      command = { type: 'notifications/raise', id: 'c', payload: { key: `k${s.key}`, kind: s.kind, params: {}, link: null, player: null } };
    else if (s.op === 'expire') command = { type: 'notifications/expire', id: 'c', payload: {} };
    else if (s.op === 'retract') command = { type: 'notifications/retract', id: 'c', payload: { key: `k${s.key}` } };
    else {
      const target = state.open[s.pick % Math.max(1, state.open.length)]?.id ?? `gone${s.pick}`;
      command = { type: 'notifications/dismiss', id: 'c', payload: { id: target } };
    }
    if (!command) continue;
    const decision = decideNotifications(state, command, { now, newId: () => `n${++ids}`, config: null });
    if (isRejection(decision)) throw new Error(`refused ${decision.code}`);
    for (const event of decision) {
      if (event.type === 'notifications/raised') raisedKeys.add(event.payload.key);
      events.push(event);
      state = evolveNotifications(state, event);
    }
    states.push(state);
  }
  return { state, events, states, raisedKeys, now };
}

const steps = fc.array(step, { maxLength: 60 });

describe('the notifications queue (properties)', () => {
  it('never shows more than 3, nor more than 1 maintenance and 1 shadow', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const state of run(s).states) {
          const shown = state.open.filter((item) => item.shownAt !== null);
          expect(shown.length).toBeLessThanOrEqual(NOTIFICATION_LIMITS.shown);
          const lane = (l: string) => shown.filter((item) => NOTIFICATION_KIND_SPECS[item.kind].lane === l).length;
          expect(lane('maintenance')).toBeLessThanOrEqual(NOTIFICATION_LIMITS.maintenance);
          expect(lane('shadow')).toBeLessThanOrEqual(NOTIFICATION_LIMITS.shadow);
          // What is stamped shown is what the limits let through: a waiting one that fits is promoted at once.
          expect(new Set(shown.map((item) => item.id))).toEqual(shownIds(state.open));
        }
      }),
    );
  });

  it('loses no raised notification: each is open (shown or waiting) or closed and remembered', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const { state, raisedKeys } = run(s);
        for (const key of raisedKeys) {
          const open = state.open.filter((item) => item.key === key).length;
          const closed = state.closedKeys.filter((k) => k === key).length;
          expect(open + closed).toBe(1);
        }
      }),
    );
  });

  it('closes a shown one by itself only after its kind timeout, and never one without a timeout', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const { events, states } = run(s);
        events.forEach((event, i) => {
          if (event.type !== 'notifications/closed' || event.payload.reason !== 'expired') return;
          for (const id of event.payload.ids) {
            // Each id's own first state (one expiry may close several raised at different steps).
            const item = states.flatMap((st) => st.open).find((o) => o.id === id && o.shownAt !== null);
            const timeout = item ? NOTIFICATION_KIND_SPECS[item.kind].timeoutMs : null;
            expect(item?.shownAt, `event ${i}`).not.toBeNull();
            expect(timeout).not.toBeNull();
            expect(event.payload.at).toBeGreaterThanOrEqual((item?.shownAt ?? 0) + (timeout ?? 0));
          }
        });
      }),
    );
  });

  it('decides nothing for a second dismissal of the same one (two tabs clicking)', () => {
    fc.assert(
      fc.property(steps, fc.nat(20), (s, pick) => {
        const { state, now } = run(s);
        const target = state.open[pick % Math.max(1, state.open.length)];
        fc.pre(target !== undefined);
        const ctx = { now, newId: () => 'x', config: null };
        const dismiss = { type: 'notifications/dismiss', id: 'c', payload: { id: target!.id } } as const;
        const first = decideNotifications(state, dismiss, ctx);
        expect(isRejection(first)).toBe(false);
        const after = (first as readonly NotificationsEvent[]).reduce(evolveNotifications, state);
        expect(decideNotifications(after, dismiss, ctx)).toEqual([]);
        // Applying the same closing event twice (two hosts) changes nothing more.
        expect((first as readonly NotificationsEvent[]).reduce(evolveNotifications, after)).toBe(after);
      }),
    );
  });

  it('replaying the events gives the same state (a reload restores what was before it)', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const { state, events } = run(s);
        expect(events.reduce(evolveNotifications, initialNotificationsState)).toEqual(state);
      }),
    );
  });

  it('does not raise a closed fact again', () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: 0, max: 12 }), (s, key) => {
        const { state, now } = run(s);
        fc.pre(state.closedKeys.includes(`k${key}`));
        const again = decideNotifications(
          state,
          { type: 'notifications/raise', id: 'c', payload: { key: `k${key}`, kind: 'welcome', params: {}, link: null, player: null } },
          { now, newId: () => 'x', config: null },
        );
        expect(again).toEqual([]);
      }),
    );
  });

  it('names the next moment one closes by itself, and nothing is due before it', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const { state } = run(s);
        const next = nextExpiry(state.open);
        if (next === null) return;
        const early = decideNotifications(
          state,
          { type: 'notifications/expire', id: 'c', payload: {} },
          { now: next - 1, newId: () => 'x', config: null },
        );
        expect(early).toEqual([]);
        const due = decideNotifications(
          state,
          { type: 'notifications/expire', id: 'c', payload: {} },
          { now: next, newId: () => 'x', config: null },
        );
        expect((due as readonly NotificationsEvent[]).length).toBe(1);
      }),
    );
  });

  it('a retraction closes only the open one with its key, as ended; anything else decides nothing', () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: 0, max: 12 }), (s, key) => {
        const { state, now } = run(s);
        const open = state.open.find((item) => item.key === `k${key}`);
        const decision = decideNotifications(
          state,
          { type: 'notifications/retract', id: 'c', payload: { key: `k${key}` } },
          { now, newId: () => 'x', config: null },
        );
        if (!open) return void expect(decision).toEqual([]);
        expect(decision).toEqual([{ type: 'notifications/closed', v: 1, payload: { ids: [open.id], reason: 'ended', at: now } }]);
        const after = (decision as readonly NotificationsEvent[]).reduce(evolveNotifications, state);
        expect(after.open.map((item) => item.id)).toEqual(state.open.filter((item) => item.id !== open.id).map((item) => item.id));
      }),
    );
  });
});
