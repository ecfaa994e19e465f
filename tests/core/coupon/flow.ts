import { expect } from 'vitest';
import {
  decide,
  evolve,
  initialCouponState,
  type CouponConfig,
  type CouponDecideContext,
  type CouponState,
} from '../../../src/core/coupon';
import type { CouponCommand, CouponCommandPayload, CouponCommandType, CouponEvent } from '../../../src/protocol/coupon';
import { isRejection } from '../../../src/core/shared/decision';
import type { Rejection } from '../../../src/protocol/rejections';

export const config: CouponConfig = {
  couponTypes: [
    { typeId: 0, minAmount: 1000, maxAmount: 1_000_000 },
    { typeId: 1, minAmount: 1000, maxAmount: 500_000 },
  ],
  bonusSettings: { isExpressBonusEnabled: true, isVipBetEnabled: true, isOneClickShown: true },
};

export function context(overrides: Partial<CouponConfig> = {}): CouponDecideContext {
  let n = 0;
  return { now: 1_700_000_000_000, newId: () => `ref-${++n}`, config: { ...config, ...overrides } };
}

let commandNo = 0;
export function cmd<T extends CouponCommandType>(type: T, payload: CouponCommandPayload<T>): CouponCommand {
  return { id: `c${++commandNo}`, type, payload } as CouponCommand;
}

/** Decide then evolve; fails the test on a rejection. */
export function run(
  state: CouponState,
  command: CouponCommand,
  ctx: CouponDecideContext = context(),
): { state: CouponState; events: readonly CouponEvent[] } {
  const d = decide(state, command, ctx);
  if (isRejection(d)) throw new Error(`unexpected rejection ${d.code} ${JSON.stringify(d.params)}`);
  return { state: d.reduce(evolve, state), events: d };
}

export function runAll(state: CouponState, commands: readonly CouponCommand[], ctx: CouponDecideContext = context()): CouponState {
  return commands.reduce((s, c) => run(s, c, ctx).state, state);
}

export function rejection(state: CouponState, command: CouponCommand, ctx: CouponDecideContext = context()): Rejection {
  const d = decide(state, command, ctx);
  expect(isRejection(d)).toBe(true);
  return d as Rejection;
}

export const signedIn = (s: CouponState = initialCouponState): CouponState =>
  run(s, cmd('coupon/selectAccount', { accountId: 7, accountType: 0, currencyIso: 'RUB', userId: 42 })).state;
