import { reject } from '../../protocol/rejections';
import type { KeptReturn, SessionCommand, SessionEvent } from '../../protocol/session';
import type { Decision, DecideContext } from '../shared/decision';
import { keptForPage } from './returns';
import type { SessionState } from './state';

const RETURN_FIELDS = ['redirectUrl', 'fromUrl', 'routeFrom', 'routeTo'] as const;

/**
 * The session facts the player caused. The server is the judge of who is
 * signed in; these events record what the worker learnt from it, so every
 * tab and the next load agree. Repeats of the current fact are no events.
 */
export function decide(state: SessionState, command: SessionCommand, ctx: DecideContext): Decision<SessionEvent> {
  switch (command.type) {
    case 'session/record-sign-in': {
      const { userId, login, method } = command.payload;
      if (!Number.isInteger(userId) || userId <= 0 || typeof login !== 'string') return reject('invalid_command');
      if (state.userId === userId && state.login === login) return [];
      return [{ type: 'session/signed-in', v: 1, payload: { userId, login, method } }];
    }
    case 'session/record-sign-out':
      // A notice-bearing sign-out is recorded even when another host already signed out: the notice is owed.
      if (state.userId === null && command.payload.reason !== 'inactivity' && command.payload.reason !== 'playBlock') return [];
      return [{ type: 'session/signed-out', v: 1, payload: { reason: command.payload.reason, at: ctx.now } }];
    case 'session/record-account-switch':
      if (state.userId === null) return reject('session.signed_out');
      if (state.activeAccountId === command.payload.accountId) return [];
      return [{ type: 'session/account-switched', v: 1, payload: { accountId: command.payload.accountId } }];
    case 'session/note-page': {
      const { here, previous } = command.payload;
      if (typeof here !== 'string' || (previous !== null && typeof previous !== 'string')) return reject('invalid_command');
      const kept = keptForPage(here, previous);
      if (kept === null) return [];
      const patch = Object.fromEntries(Object.entries(kept).filter(([field, value]) => state.returns[field as keyof KeptReturn] !== value));
      return Object.keys(patch).length === 0 ? [] : [{ type: 'session/return-kept', v: 1, payload: patch }];
    }
    case 'session/record-return-used':
      return RETURN_FIELDS.some((f) => state.returns[f] !== null) ? [{ type: 'session/return-used', v: 1, payload: {} }] : [];
    case 'session/dismiss-inactivity-notice':
      return state.playBlockNotice === true ? [{ type: 'session/inactivity-notice-dismissed', v: 1, payload: {} }] : [];
    case 'session/record-activation-sent':
      // Every request sends its own e-mail: each is a fact of its own, told by its time.
      return [{ type: 'session/activation-sent', v: 1, payload: { at: ctx.now } }];
    case 'session/record-two-factor-on':
      if (state.userId === null) return reject('session.signed_out');
      return [{ type: 'session/two-factor-on', v: 1, payload: { userId: state.userId, at: ctx.now } }];
    case 'session/request':
      // Requests need the server: the host hands them to the worker's session controller, never to the core.
      return reject('unknown_command', { type: command.type });
  }
}
