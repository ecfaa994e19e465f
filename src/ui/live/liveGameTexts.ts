import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

const LIVE_GAME_TEXTS = import.meta.glob<Texts>('../i18n/areas/liveGame/*.json', { import: 'default' });

/**
 * Whether the texts of a live game's own parts (the match tracker, the Watch and Tracker buttons and their
 * refusals) are in: they load with the first of those parts shown, never with a live list's first load.
 */
export function useLiveGameTexts(): boolean {
  return useLazyAreaTexts(LIVE_GAME_TEXTS, 'liveGame.tracker.title');
}
