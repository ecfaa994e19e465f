import { produce } from 'immer';
import type { SessionEvent } from '../../protocol/session';
import type { SessionState } from './state';

export function evolve(state: SessionState, event: SessionEvent): SessionState {
  return produce(state, (draft) => {
    switch (event.type) {
      case 'session/signed-in':
        draft.userId = event.payload.userId;
        draft.login = event.payload.login;
        draft.activeAccountId = null;
        draft.inactivityNotice = false;
        draft.playBlockNotice = false;
        return;
      case 'session/signed-out':
        draft.userId = null;
        draft.login = null;
        draft.activeAccountId = null;
        if (event.payload.reason === 'inactivity') draft.inactivityNotice = true;
        if (event.payload.reason === 'playBlock') draft.playBlockNotice = true;
        return;
      case 'session/account-switched':
        draft.activeAccountId = event.payload.accountId;
        return;
      case 'session/inactivity-notice-dismissed':
        // One dismissal for the sign-out notices: the player read why they were signed out.
        draft.inactivityNotice = false;
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
    }
  });
}
