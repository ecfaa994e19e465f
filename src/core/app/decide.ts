import type { AppCommand } from '../../protocol/commands';
import type { AppEvent } from '../../protocol/events';
import { reject } from '../../protocol/rejections';
import * as preferences from '../preferences';
import type { Decision, DecideContext } from '../shared/decision';
import type { AppState } from './state';

/** Routes a command to the context that owns it. */
export function decideApp(state: AppState, command: AppCommand, _ctx: DecideContext): Decision<AppEvent> {
  switch (command.type) {
    case 'preferences/set':
    case 'preferences/reset':
      return preferences.decide(state.preferences, command);
    default:
      return reject('unknown_command', { type: String((command as { type: unknown }).type) });
  }
}
