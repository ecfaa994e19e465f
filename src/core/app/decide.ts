import { isCouponCommand, isSessionCommand, type AppCommand } from '../../protocol/commands';
import type { AppEvent } from '../../protocol/events';
import { reject } from '../../protocol/rejections';
import * as coupon from '../coupon';
import * as preferences from '../preferences';
import * as session from '../session';
import type { Decision, DecideContext } from '../shared/decision';
import type { AppState } from './state';

export interface AppDecideContext extends DecideContext {
  /** The slice of the site configuration the rules read; null until it has loaded. */
  readonly config: coupon.CouponConfig | null;
}

/** Routes a command to the context that owns it. */
export function decideApp(state: AppState, command: AppCommand, ctx: AppDecideContext): Decision<AppEvent> {
  if (isCouponCommand(command)) {
    // Min and max amounts and the bonus rules come from the config: no coupon decision without it.
    if (!ctx.config) return reject('coupon.no_site_config');
    return coupon.decide(state.coupon, command, { now: ctx.now, newId: ctx.newId, config: ctx.config });
  }
  if (isSessionCommand(command)) return session.decide(state.session, command, ctx);
  switch (command.type) {
    case 'preferences/set':
    case 'preferences/reset':
      return preferences.decide(state.preferences, command);
    default:
      return reject('unknown_command', { type: String((command as { type: unknown }).type) });
  }
}
