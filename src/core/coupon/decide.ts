import {
  COUPON_BET_AND_STAKE_EDITS,
  COUPON_COMMAND_SCHEMAS,
  type CouponCommand,
  type CouponCommandType,
  type CouponEvent,
  type CouponEventOf,
} from '../../protocol/coupon';
import { reject } from '../../protocol/rejections';
import { isRejection, type Decision } from '../shared/decision';
import { BET_DECISIONS } from './decisions/bets';
import { FEED_DECISIONS } from './decisions/feed';
import { PLACEMENT_DECISIONS } from './decisions/placement';
import { REQUEST_DECISIONS } from './decisions/requests';
import { ev, type CouponDecideContext, type CouponDecision, type Parsed } from './decisions/shared';
import { STAKE_DECISIONS } from './decisions/stakes';
import { evolve } from './evolve';
import { stepCommand } from './stakeSteps';
import type { CouponState } from './state';

export { oddsPrecisionRejection, toCouponBet, type CouponDecideContext } from './decisions/shared';

/** A stake stepped on its grid is decided as the stake it sets (stakeSteps.ts). */
type DecidedType = Exclude<CouponCommandType, 'coupon/stepStake'>;

/** One decision per command type of the coupon flow (SPEC section 4); the compiler checks none is missing. */
const DECISIONS: { readonly [T in DecidedType]: CouponDecision<T> } = {
  ...BET_DECISIONS,
  ...STAKE_DECISIONS,
  ...PLACEMENT_DECISIONS,
  ...REQUEST_DECISIONS,
  ...FEED_DECISIONS,
};

/** Commands that edit the coupon wait while a placement is on its way. */
const EDITS: ReadonlySet<CouponCommandType> = new Set<CouponCommandType>([
  ...COUPON_BET_AND_STAKE_EDITS,
  'coupon/place',
  'coupon/repeat',
  'coupon/deleteBonusBet',
  'coupon/restoreBonusBet',
]);

/**
 * Every command of the coupon flow: the events it causes, or why not. The
 * decision sees the site's express-bonus switch as it is now: when the
 * coupon last saw another value, `coupon/expressBonusSwitched` goes first, so
 * the bonus the slip shows and the one a placement sends agree, and replay
 * rebuilds both from the log alone.
 */
export function decide(state: CouponState, command: CouponCommand, ctx: CouponDecideContext): Decision<CouponEvent> {
  const enabled = ctx.config.bonusSettings.isExpressBonusEnabled;
  if (state.isExpressBonusEnabled === enabled) return decideCommand(state, command, ctx);
  const switched = ev<CouponEventOf<'coupon/expressBonusSwitched'>>({ type: 'coupon/expressBonusSwitched', payload: { enabled } });
  const decision = decideCommand(evolve(state, switched), command, ctx);
  return isRejection(decision) || decision.length === 0 ? decision : [switched, ...decision];
}

/** Checks the payload against its schema, then hands it to the decision of its type. */
function decideCommand(state: CouponState, command: CouponCommand, ctx: CouponDecideContext): Decision<CouponEvent> {
  const type = command.type;
  if (!Object.prototype.hasOwnProperty.call(COUPON_COMMAND_SCHEMAS, type)) return reject('unknown_command', { type: String(type) });
  if (state.phase === 'placing' && EDITS.has(type)) return reject('coupon.placing_in_progress');
  const parsed = COUPON_COMMAND_SCHEMAS[type].safeParse(command.payload);
  if (!parsed.success) return reject('coupon.invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
  if (type === 'coupon/stepStake') return decideCommand(state, stepCommand(state, command.id, parsed.data as Parsed<typeof type>), ctx);
  return (DECISIONS[type] as CouponDecision<typeof type>)(state, parsed.data as Parsed<typeof type>, ctx);
}
