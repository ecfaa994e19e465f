import { DEFAULT_BETTING_STATE, type BettingState } from '../../protocol/live-client';

export type { BettingState };
export const initialBettingState: BettingState = DEFAULT_BETTING_STATE;
