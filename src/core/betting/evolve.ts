import { produce } from 'immer';
import type { BettingEvent } from '../../protocol/live-client';
import { initialBettingState, type BettingState } from './state';

export function evolve(state: BettingState, event: BettingEvent): BettingState {
  switch (event.type) {
    case 'betting/changed':
      return produce(state, (draft) => {
        Object.assign(draft, event.payload.changes);
      });
    case 'betting/reset':
      return initialBettingState;
    default:
      return state;
  }
}
