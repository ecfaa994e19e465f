import { useLocation, useNavigate } from 'react-router';
import type { OddsFormatId } from '../../../protocol/constants/oddsFormats';
import { DEFAULT_PREFERENCES } from '../../../protocol/constants/preferences';
import { useProjectionSelector } from '../../core-access/coreContext';
import { useVisitorClock } from '../../shell/useVisitorClock';
import { useHistoryPlayer } from './useHistoryPlayer';
import { useHistoryTexts } from './useHistoryTexts';

/**
 * What both history pages (the bets history and paycheck) start from: the
 * address they read their question from and a way to ask another, whether
 * the player and the texts are there, and how a coupon card shows times
 * and odds for this visitor.
 */
export function useHistoryPage(lang: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const player = useHistoryPlayer();
  const textsReady = useHistoryTexts();
  const clock = useVisitorClock();
  const oddsFormat = (useProjectionSelector('preferences', (p) => p.coefViewId) ?? DEFAULT_PREFERENCES.coefViewId) as OddsFormatId;
  return {
    location,
    /** The same page with another query (a filter, a page, a coupon number). */
    go: (search: string) => void navigate({ pathname: location.pathname, search }),
    player,
    textsReady,
    clock,
    cardContext: { lang, clock, oddsFormat },
  };
}
