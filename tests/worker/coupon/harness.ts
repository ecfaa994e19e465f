import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import type { AppCommand } from '../../../src/protocol/catalogue';
import type { AppEvent } from '../../../src/protocol/catalogue';
import type { Account } from '../../../src/protocol/schemas/auth';
import type { SessionProjection } from '../../../src/protocol/session';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { CouponController } from '../../../src/worker/coupon/controller';
import { createHttpClient } from '../../../src/worker/http/client';
import { NO_SESSION } from '../../../src/worker/session';
import { demoConfig } from '../../support/demoConfig';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, type Answer } from '../http/fakeFetch';
import { newBet } from '../../arbitraries/coupon';

export const account = (over: Partial<Account> = {}): Account => ({
  id: 11,
  type: 0,
  iso: 'EUR',
  symbol: '€',
  currencyId: 2,
  money: 100_000,
  points: 0,
  label: 'Main',
  isActive: true,
  isPointsTypeBalance: false,
  ...over,
});

export function signedIn(accounts: Account[] = [account()]): SessionProjection {
  const active = accounts.find((a) => a.isActive) ?? null;
  return {
    ...NO_SESSION,
    status: 'signedIn',
    userId: 7,
    login: 'demo',
    activeAccount: active,
    accounts: {
      all_accounts: accounts,
      activeAccount: active?.id ?? null,
      mainAccount: accounts[0]?.id ?? null,
      bonuses: [],
      isFirstDepositBonusAvailable: false,
      isAccountFrozen: false,
      available_currencies: [],
    },
  };
}

/**
 * The coupon controller over the real core (decide, evolve) and the real
 * HTTP client, with a scripted server and a virtual clock: what the worker
 * does, without IndexedDB or a browser.
 */
export function couponHarness(answers: readonly Answer[], options: { session?: SessionProjection; state?: AppState } = {}) {
  const clock = new VirtualClock(1_700_000_000_000);
  const { fetch, calls } = fakeFetch(clock, answers);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  let state = options.state ?? initialAppState;
  let session = options.session ?? signedIn();
  let ids = 0;
  const changed: string[] = [];
  let moneyMoved = 0;
  const rejections: unknown[] = [];
  const controller = new CouponController({ clock, http, log: { warn: () => undefined, error: () => undefined } });
  const dispatch = async (command: Omit<AppCommand, 'id'>) => {
    const decision = decideApp(state, { ...command, id: `c${++ids}` } as AppCommand, {
      now: clock.now(),
      newId: () => `ref-${++ids}`,
      config: demoConfig,
    });
    if ('rejected' in decision) {
      rejections.push(decision);
      return decision;
    }
    const before = state;
    for (const event of decision as readonly AppEvent[]) state = evolveApp(state, event);
    controller.stateChanged(before, state);
    return { accepted: true as const, seq: ids };
  };
  // The link a host gives: the session's projection and its accounts refresh are the session controller's.
  controller.attach({
    state: () => state,
    config: () => demoConfig,
    projection: ((name: string) => (name === 'session' ? session : undefined)) as ControllerLink['projection'],
    dispatch: (command) => {
      if (command.type === 'session/request') {
        moneyMoved++;
        return Promise.resolve({ accepted: true as const, seq: ids });
      }
      return dispatch(command as Omit<AppCommand, 'id'>);
    },
    changed: (name) => void changed.push(name),
    newId: () => `id-${++ids}`,
  });
  return {
    clock,
    calls,
    controller,
    dispatch,
    rejections,
    changed,
    state: () => state,
    moneyMoved: () => moneyMoved,
    setSession(next: SessionProjection) {
      session = next;
      controller.projectionChanged();
    },
    addBet: (i: number, coef: number) => dispatch({ type: 'coupon/addBet', payload: { bet: newBet(i, coef) } }),
  };
}
