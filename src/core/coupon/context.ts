import { COUPON_COMMANDS, COUPON_EVENT_SCHEMAS, type CouponCommand, type CouponEvent } from '../../protocol/coupon';
import { reject } from '../../protocol/rejections';
import { defineContext } from '../app/context';
import { decide } from './decide';
import { evolve } from './evolve';
import { upgradeCouponSnapshotV1 } from './snapshot';
import { initialCouponState } from './state';
import { COUPON_UPCASTERS } from './upcast';

/** The bet slip (SPEC 3 coupon state, COUPON.md): bets, type, stakes, settings, placement, sale and insurance. */
export const couponContext = defineContext({
  name: 'coupon',
  initial: initialCouponState,
  // v2: sell and insure requests, placed coupon status, express bonus and possible win.
  shape: { version: 2, upgrades: { 1: upgradeCouponSnapshotV1 } },
  commands: COUPON_COMMANDS,
  events: COUPON_EVENT_SCHEMAS,
  upcasters: COUPON_UPCASTERS,
  decide: (state, command: CouponCommand, ctx) => {
    // Min and max amounts and the bonus rules come from the config: no coupon decision without it.
    if (!ctx.config) return reject('coupon.no_site_config');
    return decide(state, command, { now: ctx.now, newId: ctx.newId, config: ctx.config });
  },
  evolve: (state, event: CouponEvent) => evolve(state, event),
});
