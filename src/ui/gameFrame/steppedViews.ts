import type { ComponentType } from 'react';
import type { CasinoEngineId } from '../../protocol/casino/engines';
import { BlackjackGame } from '../casinoGames/blackjack/BlackjackGame';
import { VideoPokerGame } from '../casinoGames/videoPoker/VideoPokerGame';
import type { SteppedViewProps } from './steppedViewProps';

// Each view takes its engine's own Bet, Action, View, Hint and Table; the frame hands it what the server sent for that engine.
type SomeSteppedView = ComponentType<SteppedViewProps<never, never, never, never, never>>;

/** THE list of stepped game views (video poker, blackjack): a folder of src/ui/casinoGames and one line here. */
export const STEPPED_VIEWS: Partial<Record<CasinoEngineId, SomeSteppedView>> = {
  videoPoker: VideoPokerGame as SomeSteppedView,
  blackjack: BlackjackGame as SomeSteppedView,
};
