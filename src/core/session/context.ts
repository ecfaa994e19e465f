import { SESSION_COMMANDS, SESSION_EVENT_SCHEMAS, type SessionCommand, type SessionEvent } from '../../protocol/session';
import { defineContext } from '../app/context';
import { decide } from './decide';
import { evolve } from './evolve';
import { initialSessionState } from './state';

type DecidedCommand = Exclude<SessionCommand, { type: 'session/request' }>;

/**
 * What the log remembers of the session: who signed in and how, the facts
 * the notification rules key by, the play-block notice, where to return after sign-in. What the server says of the player
 * is the session controller's projection (src/worker/session).
 */
export const sessionContext = defineContext({
  name: 'session',
  initial: initialSessionState,
  shape: {
    version: 3,
    upgrades: {
      // v2 keeps where to return after sign-in or registration; nothing was kept before.
      1: (old) => ({ ...(old as object), returns: { redirectUrl: null, fromUrl: null, routeFrom: null, routeTo: null } }),
      // v3 owes no inactivity notice: the autoLogOff notification (the notifications queue) tells it now.
      2: (old) => {
        const { inactivityNotice: _, ...rest } = old as { inactivityNotice?: unknown };
        return rest;
      },
    },
  },
  commands: SESSION_COMMANDS,
  events: SESSION_EVENT_SCHEMAS,
  decide: (state, command: DecidedCommand, ctx) => decide(state, command, ctx),
  evolve: (state, event: SessionEvent) => evolve(state, event),
});
