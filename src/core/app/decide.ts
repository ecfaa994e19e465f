import type { ZodType } from 'zod';
import { isCouponCommand, isSessionCommand, type AppCommand } from '../../protocol/commands';
import { EVENT_CATALOGUE, type AppEvent } from '../../protocol/events';
import { reject } from '../../protocol/rejections';
import * as coupon from '../coupon';
import * as preferences from '../preferences';
import * as session from '../session';
import * as betting from '../betting';
import { isBettingCommand } from '../../protocol/live-client';
import type { Decision, DecideContext } from '../shared/decision';
import type { AppState } from './state';

export interface AppDecideContext extends DecideContext {
  /** The slice of the site configuration the rules read; null until it has loaded. */
  readonly config: coupon.CouponConfig | null;
}

/**
 * Routes a command to the context that owns it, and checks every event it
 * decided against the catalogue: an event the store would refuse is the
 * command's fault (a value the context did not check), answered as a typed
 * rejection instead of a storage failure.
 */
export function decideApp(state: AppState, command: AppCommand, ctx: AppDecideContext): Decision<AppEvent> {
  const decision = route(state, command, ctx);
  if (!Array.isArray(decision)) return decision;
  for (const event of decision) {
    const entry: { readonly schema: ZodType } | undefined = (EVENT_CATALOGUE as Readonly<Record<string, { readonly schema: ZodType }>>)[
      event.type
    ];
    if (!entry) return reject('invalid_command', { event: event.type, field: 'type' });
    const checked = entry.schema.safeParse(event.payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return reject('invalid_command', { event: event.type, field: issue ? issue.path.join('.') : '' });
    }
  }
  return decision;
}

function route(state: AppState, command: AppCommand, ctx: AppDecideContext): Decision<AppEvent> {
  if (isCouponCommand(command)) {
    // Min and max amounts and the bonus rules come from the config: no coupon decision without it.
    if (!ctx.config) return reject('coupon.no_site_config');
    return coupon.decide(state.coupon, command, { now: ctx.now, newId: ctx.newId, config: ctx.config });
  }
  if (isSessionCommand(command)) return session.decide(state.session, command, ctx);
  if (isBettingCommand(command)) return betting.decide(state.betting, command);
  switch (command.type) {
    case 'preferences/set':
    case 'preferences/reset':
      return preferences.decide(state.preferences, command);
    default:
      return reject('unknown_command', { type: String((command as { type: unknown }).type) });
  }
}
