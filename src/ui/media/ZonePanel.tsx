import { useTranslation } from 'react-i18next';
import { MatchTracker } from '../live/tracker/MatchTracker';
import { useGameScore } from './useGameScore';

/**
 * A game's tracker in a media card: the teams, the score and the clock from
 * the live feed over the match tracker's field, the same the game page's zone shows.
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
    <div className="media-zone-panel">
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
      <MatchTracker gameId={gameId} />
    </div>
  );
}
