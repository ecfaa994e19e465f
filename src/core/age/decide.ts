import { AGE_COMMAND_SCHEMAS, type AgeCommand, type AgeEvent, type AgeState } from '../../protocol/age';
import { reject } from '../../protocol/rejections';
import type { Decision, DecideContext } from '../shared/decision';

export const initialAgeState: AgeState = { answer: null };

/**
 * An answer is recorded with the age the site asks about and the time: the
 * notice's rule (./notice.ts) reads both. Without the site's config there is
 * no age to confirm, so nothing is recorded.
 */
export function decideAge(_state: AgeState, command: AgeCommand, ctx: DecideContext): Decision<AgeEvent> {
  const parsed = AGE_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
  if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
  if (!ctx.config) return reject('host_unavailable');
  return [{ type: 'age/answered', v: 1, payload: { answer: parsed.data.answer, minAge: ctx.config.minAge, at: ctx.now } }];
}

/** Only the latest answer counts. */
export function evolveAge(_state: AgeState, event: AgeEvent): AgeState {
  const { answer, minAge, at } = event.payload;
  return { answer: { value: answer, minAge, at } };
}
