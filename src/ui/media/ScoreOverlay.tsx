import { useTranslation } from 'react-i18next';
import { useGameScore } from './useGameScore';

/** The live score drawn over the video: teams, score and clock, from the feed. */
export function ScoreOverlay({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const score = useGameScore(gameId);
  if (!score) return null;
  return (
    <p
      className="media-score"
      data-testid="media-score"
      aria-label={t('media.score.label', { team1: score.opponent1, team2: score.opponent2, score1: score.score1, score2: score.score2 })}
    >
      <span className="media-score__team">{score.opponent1}</span>
      <strong className="media-score__value">
        {score.score1}:{score.score2}
      </strong>
      <span className="media-score__team">{score.opponent2}</span>
      {score.clock && <span className="media-score__clock">{score.clock}</span>}
    </p>
  );
}
