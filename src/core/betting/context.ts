import { BETTING_COMMANDS, BETTING_EVENT_SCHEMAS, type BettingCommand, type BettingEvent } from '../../protocol/live-client';
import { defineContext } from '../app/context';
import { decide } from './decide';
import { evolve } from './evolve';
import { initialBettingState } from './state';

/** The player's choices on the betting pages (SPEC 3 betting state, time filters). */
export const bettingContext = defineContext({
  name: 'betting',
  initial: initialBettingState,
  shape: { version: 1 },
  commands: BETTING_COMMANDS,
  events: BETTING_EVENT_SCHEMAS,
  decide: (state, command: BettingCommand) => decide(state, command),
  evolve: (state, event: BettingEvent) => evolve(state, event),
  projection: 'betting',
});
