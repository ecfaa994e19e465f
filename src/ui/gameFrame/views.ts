import type { ComponentType } from 'react';
import type { CasinoEngineId } from '../../protocol/casino/engines';
import { KenoGame } from '../casinoGames/keno/KenoGame';
import { ScratchView } from '../casinoGames/scratch/ScratchView';
import SlotGame from '../casinoGames/slot/SlotGame';
import type { OwnRoundViewProps } from './viewProps';

// Each view takes its engine's own Bet, Outcome and Table; the frame hands it what the server sent for that engine.
type SomeView = ComponentType<OwnRoundViewProps<never, never, never>>;

/** THE list of own-round game views: an engine's view is a folder of src/ui/casinoGames and one line here. */
export const GAME_VIEWS: Partial<Record<CasinoEngineId, SomeView>> = {
  scratch: ScratchView as SomeView,
  slot: SlotGame as SomeView,
  keno: KenoGame as SomeView,
};
