import { useTranslation } from 'react-i18next';
import { clockText } from '../../core/format';
import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import { livePart, useLivePart } from '../core-access/coreContext';

export interface GameScore {
  readonly opponent1: string;
  readonly opponent2: string;
  readonly score1: number;
  readonly score2: number;
  /** The clock, "Break" or "Finished"; empty before the start. */
  readonly clock: string;
  readonly status: number;
}

/**
 * A game's teams, score and clock from the live feed (the worker watches the
 * games of open media, so it is there in every tab); null until the feed has it.
 * A string by value, so an odds tick of the game does not render the overlay.
 */
export function useGameScore(gameId: number): GameScore | null {
  const { t } = useTranslation();
  const text = useLivePart(livePart.game(gameId), (live) => {
    const g = live.games[gameId];
    if (!g) return null;
    const clock =
      g.status === GAME_STATUS.break
        ? t('media.score.break')
        : g.status === GAME_STATUS.finished
          ? t('media.score.finished')
          : g.status === GAME_STATUS.live
            ? clockText(g.timeSec ?? 0)
            : '';
    const score: GameScore = {
      opponent1: g.opponent1,
      opponent2: g.opponent2,
      score1: g.score1,
      score2: g.score2,
      clock,
      status: g.status,
    };
    return JSON.stringify(score);
  });
  return text ? (JSON.parse(text) as GameScore) : null;
}
