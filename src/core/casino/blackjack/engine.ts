import type { BlackjackAction, BlackjackBet, BlackjackState, BlackjackTable, BlackjackView } from '../../../protocol/casino/blackjack';
import { shuffledDeck } from '../cards/deck';
import type { SteppedRoundEngine } from '../steppedEngine';
import { BLACKJACK_RETURNS } from './returns';
import { allowedActions, applyAction, dealRound, extraStake } from './round';
import { blackjackReturn } from './rtp';
import { rulesKey } from './rulesKey';
import { roundWin } from './settle';
import { BLACKJACK_TABLES } from './tables';
import { viewOfRound } from './view';

export const blackjackEngine: SteppedRoundEngine<BlackjackBet, BlackjackAction, BlackjackState, BlackjackView, BlackjackTable> = {
  id: 'blackjack',
  tables: BLACKJACK_TABLES,
  stakeOf: (bet) => bet.stake,
  // The game's stake bounds are the catalogue entry's, checked by the server with every engine's.
  refuse: (bet) => (Number.isInteger(bet.stake) && bet.stake > 0 ? null : 'blackjack.refused.stake'),
  start: (draws, bet) => dealRound(shuffledDeck(draws), bet.stake),
  allowed: allowedActions,
  extraStakeOf: extraStake,
  act: applyAction,
  isOver: (state) => state.phase === 'over',
  winOf: roundWin,
  viewOf: viewOfRound,
  // The computation takes seconds, so each built table's figure is stored (npm run rtp:blackjack, recomputed by the
  // tests); a rule set without one is computed.
  // Insurance declined, every hand left stands: nothing more is staked for a player who is gone.
  leftAction: (state) => (state.phase === 'insurance' ? 'noInsurance' : 'stand'),
  exactRtp: (table) => BLACKJACK_RETURNS[rulesKey(table)] ?? blackjackReturn(table),
};
