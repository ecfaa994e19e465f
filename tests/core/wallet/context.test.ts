import { describe, expect, it } from 'vitest';
import { decideIn, APP_REGISTRY, evolveIn, initialAppState, type AppState } from '../../../src/core/app';
import { isRejection } from '../../../src/core/shared/decision';
import type { AppCommand } from '../../../src/protocol/catalogue';

let ids = 0;
const ctx = () => ({ now: 1_700_000_000_000, newId: () => `key-${++ids}`, config: null });

/** Decides a command on the app state and folds its events, as the host does. */
function run(state: AppState, type: string, payload: unknown): { state: AppState; outcome: ReturnType<typeof decideIn> } {
  const outcome = decideIn(APP_REGISTRY, state, { id: `c${ids}`, type, payload } as AppCommand, ctx());
  if (isRejection(outcome)) return { state, outcome };
  let next = state;
  for (const event of outcome) next = evolveIn(APP_REGISTRY, next, event as never) as AppState;
  return { state: next, outcome };
}

const deposit = {
  accountId: 7,
  methodId: 'card',
  amount: 50_000,
  currencyIso: 'RUB',
  lang: 'en',
  limits: { min: 10_000, max: 1_000_000, step: 1 },
};

describe('the wallet context', () => {
  it('records a deposit flow with its key, and follows the server answers that match it', () => {
    let s = run(initialAppState, 'wallet/startDeposit', deposit).state;
    expect(s.wallet.deposit).toMatchObject({ phase: 'creating', amount: 50_000, startedAt: 1_700_000_000_000 });
    const key = s.wallet.deposit?.key as string;
    // A second start while the first is on its way is refused; a report for another key changes nothing.
    expect(run(s, 'wallet/startDeposit', deposit).outcome).toMatchObject({ rejected: true, code: 'wallet.deposit_in_progress' });
    expect(run(s, 'wallet/reportIntent', { key: 'other', intentId: 'pi_1', redirectUrl: '/pay', status: 'created' }).outcome).toEqual([]);
    s = run(s, 'wallet/reportIntent', { key, intentId: 'pi_1', redirectUrl: '/pay-provider/checkout/pi_1', status: 'created' }).state;
    expect(s.wallet.deposit).toMatchObject({ phase: 'redirect', intentId: 'pi_1' });
    s = run(s, 'wallet/returnFromProvider', { intentId: 'pi_1' }).state;
    expect(s.wallet.deposit?.phase).toBe('waiting');
    s = run(s, 'wallet/reportIntentStatus', { intentId: 'pi_1', status: 'succeeded', reason: null }).state;
    expect(s.wallet.deposit).toMatchObject({ phase: 'settled', status: 'succeeded' });
    s = run(s, 'wallet/dismissDeposit', {}).state;
    expect(s.wallet.deposit).toBeNull();
  });

  it('refuses bad amounts with the same codes the server answers', () => {
    for (const [amount, code] of [
      [Number.NaN, 'wallet.amount_invalid'],
      [-1, 'wallet.amount_not_positive'],
      [0, 'wallet.amount_not_positive'],
      [10_000.5, 'wallet.amount_too_precise'],
      [1e20, 'wallet.amount_too_large'],
      [5_000, 'wallet.amount_below_min'],
    ] as const) {
      expect(run(initialAppState, 'wallet/startDeposit', { ...deposit, amount }).outcome).toMatchObject({ rejected: true, code });
      expect(
        run(initialAppState, 'wallet/requestWithdrawal', {
          accountId: 7,
          methodId: 'card',
          amount,
          currencyIso: 'RUB',
          limits: deposit.limits,
        }).outcome,
      ).toMatchObject({ rejected: true, code });
    }
  });

  it('keeps withdrawal requests and cancellations until their answers', () => {
    let s = run(initialAppState, 'wallet/requestWithdrawal', { accountId: 7, methodId: 'card', amount: 20_000, currencyIso: 'RUB' }).state;
    const key = s.wallet.asks[0]?.key as string;
    expect(run(s, 'wallet/requestWithdrawal', { accountId: 7, methodId: 'card', amount: 1, currencyIso: 'RUB' }).outcome).toMatchObject({
      code: 'wallet.withdrawal_in_progress',
    });
    s = run(s, 'wallet/reportWithdrawal', { key, withdrawalId: 4, status: 'pending' }).state;
    expect(s.wallet.asks[0]).toMatchObject({ phase: 'done', withdrawalId: 4, status: 'pending' });
    s = run(s, 'wallet/cancelWithdrawal', { withdrawalId: 4 }).state;
    expect(s.wallet.asks[1]).toMatchObject({ kind: 'cancel', phase: 'sending', withdrawalId: 4 });
    s = run(s, 'wallet/reportWithdrawalStatus', { withdrawalId: 4, status: 'cancelled', reason: null }).state;
    expect(s.wallet.asks[0]?.status).toBe('cancelled');
  });

  it('refuses the system reports from a tab (the host checks who may send what)', () => {
    expect(APP_REGISTRY.commandOwner('wallet/reportIntent')?.spec.from).toBe('system');
    expect(APP_REGISTRY.commandOwner('wallet/startDeposit')?.spec.from).toBe('tab');
  });
});
