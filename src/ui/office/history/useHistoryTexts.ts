import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/**
 * The history's texts and the coupon card's (the slip's "My bets" area, whose
 * card and repeat the history shows), one chunk per language, fetched by the
 * pages that show them: the first load of the site carries none of them.
 */
const HISTORY_TEXTS = import.meta.glob<Texts>('../../i18n/areas/officeHistory/*.json', { import: 'default' });
const MY_BETS_TEXTS = import.meta.glob<Texts>('../../i18n/areas/myBets/*.json', { import: 'default' });

export function useHistoryTexts(): boolean {
  const history = useLazyAreaTexts(HISTORY_TEXTS, 'officeHistory.title');
  const myBets = useLazyAreaTexts(MY_BETS_TEXTS, 'myBets.card.title');
  return history && myBets;
}
