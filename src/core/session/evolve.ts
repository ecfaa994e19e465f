import { produce } from 'immer';
import type { SessionEvent } from '../../protocol/session';
import type { SessionState } from './state';

export function evolve(state: SessionState, event: SessionEvent): SessionState {
  return produce(state, (draft) => {
    switch (event.type) {
      case 'session/signed-in':
        draft.userId = event.payload.userId;
        draft.login = event.payload.login;
        draft.signInMethod = event.payload.method;
        draft.activeAccountId = null;
        draft.playBlockNotice = false;
        return;
      case 'session/signed-out':
        draft.userId = null;
        draft.login = null;
        delete draft.signInMethod;
        draft.activeAccountId = null;
        if (event.payload.reason === 'inactivity' && event.payload.at !== undefined) draft.inactivitySignOutAt = event.payload.at;
        if (event.payload.reason === 'playBlock') draft.playBlockNotice = true;
        return;
      case 'session/account-switched':
        draft.activeAccountId = event.payload.accountId;
        return;
      case 'session/inactivity-notice-dismissed':
        // The player read why they were signed out (the play-block notice; inactivity is a notification of its own).
        draft.playBlockNotice = false;
        return;
      case 'session/return-kept':
        for (const [field, value] of Object.entries(event.payload)) {
          if (value !== undefined) draft.returns[field as keyof typeof draft.returns] = value;
        }
        return;
      case 'session/return-used':
        draft.returns = { redirectUrl: null, fromUrl: null, routeFrom: null, routeTo: null };
        return;
      case 'session/activation-sent':
        draft.activationSentAt = event.payload.at;
        return;
      case 'session/two-factor-on':
        draft.twoFactorOn = { userId: event.payload.userId, at: event.payload.at };
        return;
    }
  });
}
