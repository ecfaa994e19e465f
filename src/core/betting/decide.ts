import { bettingPatchSchema, type BettingCommand, type BettingEvent, type BettingPatch } from '../../protocol/live-client';
import { reject } from '../../protocol/rejections';
import type { Decision } from '../shared/decision';
import type { BettingState } from './state';

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** Only real changes become events: a page that sets its filter on every visit writes nothing twice. */
export function decide(state: BettingState, command: BettingCommand): Decision<BettingEvent> {
  switch (command.type) {
    case 'betting/set': {
      const parsed = bettingPatchSchema.safeParse(command.payload?.changes);
      if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
      const changes: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(parsed.data)) {
        if (value !== undefined && !same(state[key as keyof BettingState], value)) changes[key] = value;
      }
      return Object.keys(changes).length === 0 ? [] : [{ type: 'betting/changed', v: 1, payload: { changes: changes as BettingPatch } }];
    }
    case 'betting/reset':
      return [{ type: 'betting/reset', v: 1, payload: {} }];
  }
}
