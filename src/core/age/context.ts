import { AGE_COMMANDS, AGE_EVENT_SCHEMAS, type AgeCommand, type AgeEvent } from '../../protocol/age';
import { defineContext } from '../app/context';
import { decideAge, evolveAge, initialAgeState } from './decide';

/**
 * The age notice's memory: the visitor's latest answer, in the log (one
 * memory for every tab of the browser, kept across reloads). The worker's
 * age controller turns it into the `ageNotice` projection with the clock.
 */
export const ageContext = defineContext({
  name: 'age',
  initial: initialAgeState,
  shape: { version: 1 },
  commands: AGE_COMMANDS,
  events: AGE_EVENT_SCHEMAS,
  decide: (state, command: AgeCommand, ctx) => decideAge(state, command, ctx),
  evolve: (state, event: AgeEvent) => evolveAge(state, event),
});
