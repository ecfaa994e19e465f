import { LIMITS_COMMANDS, LIMITS_EVENT_SCHEMAS, type LimitsCommand, type LimitsEvent } from '../../protocol/limits';
import { defineContext } from '../app/context';
import { decideLimits, evolveLimits, initialLimitsState } from './asks';
import { holdForReminder } from './reminders';

/**
 * The limits context: the changes of responsible-gaming limits the player
 * asked for and the server's answer to each. The limits themselves (values,
 * what a window used and left, pending changes) are the server's: the
 * worker's limits controller keeps them as the `limits` projection. The
 * reality check's reminder and the session limit's notice are the log's too,
 * so every tab shows one of each; a waiting reminder holds placing bets.
 */
export const limitsContext = defineContext({
  name: 'limits',
  initial: initialLimitsState,
  shape: {
    version: 2,
    // v2 keeps the timers' facts: the last reality check and the session limit's notice.
    upgrades: { 1: (old) => ({ ...(old as object), realityCheck: null, sessionLimitEndedAt: null }) },
  },
  commands: LIMITS_COMMANDS,
  events: LIMITS_EVENT_SCHEMAS,
  decide: (state, command: LimitsCommand, ctx) => decideLimits(state, command, ctx),
  evolve: (state, event: LimitsEvent) => evolveLimits(state, event),
  hold: (state, command) => holdForReminder(state, command),
});
