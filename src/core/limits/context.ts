import { LIMITS_COMMANDS, LIMITS_EVENT_SCHEMAS, type LimitsCommand, type LimitsEvent } from '../../protocol/limits';
import { defineContext } from '../app/context';
import { decideLimits, evolveLimits, initialLimitsState } from './asks';

/**
 * The limits context: the changes of responsible-gaming limits the player
 * asked for and the server's answer to each. The limits themselves (values,
 * what a window used and left, pending changes) are the server's: the
 * worker's limits controller keeps them as the `limits` projection.
 */
export const limitsContext = defineContext({
  name: 'limits',
  initial: initialLimitsState,
  shape: { version: 1 },
  commands: LIMITS_COMMANDS,
  events: LIMITS_EVENT_SCHEMAS,
  decide: (state, command: LimitsCommand, ctx) => decideLimits(state, command, ctx),
  evolve: (state, event: LimitsEvent) => evolveLimits(state, event),
});
