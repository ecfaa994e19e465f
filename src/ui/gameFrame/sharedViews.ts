import type { ComponentType } from 'react';
import type { SharedTableId } from '../../protocol/casino/shared';
import { CrashGame } from '../casinoGames/crash/CrashGame';
import { RouletteGame } from '../casinoGames/roulette/RouletteGame';
import type { SharedRoundViewProps } from './sharedViewProps';

// Each view takes its table's own placement; the frame hands the server whatever the view placed.
type SomeSharedView = ComponentType<SharedRoundViewProps<never>>;

/** The shared tables' views (crash, roulette), which the frame plays through the games origin's shared routes. */
export const SHARED_GAME_VIEWS: Record<SharedTableId, SomeSharedView> = {
  crash: CrashGame as SomeSharedView,
  roulette: RouletteGame as SomeSharedView,
};
