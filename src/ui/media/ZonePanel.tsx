import { useTranslation } from 'react-i18next';
import { useGameScore } from './useGameScore';

/**
 * A game's tracker in a media card: the teams, the score and the clock from
 * the live feed. One small file, so a richer tracker replaces it in one line.
 */
export function ZonePanel({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const score = useGameScore(gameId);
  if (!score)
    return (
      <div className="media-screen" role="status" aria-busy="true" data-testid="media-zone-loading">
        {t('media.player.loading')}
      </div>
    );
  return (
    <figure className="media-zone" data-testid="media-zone">
      <figcaption className="visually-hidden">{t('media.zone.title')}</figcaption>
      <div className="media-zone__side">
        <span className="media-zone__team">{score.opponent1}</span>
        <strong className="media-zone__score">{score.score1}</strong>
      </div>
      <span className="media-zone__clock">{score.clock}</span>
      <div className="media-zone__side">
        <strong className="media-zone__score">{score.score2}</strong>
        <span className="media-zone__team">{score.opponent2}</span>
      </div>
    </figure>
  );
}
