import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediaProjection } from '../../protocol/media';
import { useDispatch, useProjectionSelector } from '../core-access/coreContext';
import { Button } from '../design/Button';

const selectRecommended = (media: MediaProjection) => media.recommended;

/**
 * The live page's recommended stream (the worker's pick: the top live game
 * with video that is not open already), with "Watch": it opens in the right
 * column, as one the site recommended. Nothing when there is none.
 */
export function RecommendedStream({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const recommended = useProjectionSelector('media', selectRecommended);
  if (!recommended) return null;
  return (
    <section className="live-recommended" data-testid="media-recommended" aria-labelledby="live-recommended-title">
      <h2 id="live-recommended-title">{t('live.media.recommended_title')}</h2>
      <p className="live-recommended__game">
        <Link to={`/${lang}${recommended.gameLink}`} data-testid="media-recommended-game">
          {recommended.title}
        </Link>{' '}
        <span className="live-recommended__champ">{recommended.champName}</span>
      </p>
      <Button
        variant="accent"
        size="sm"
        data-testid="media-recommended-watch"
        aria-label={t('live.media.recommended_label', { name: recommended.title })}
        onClick={() =>
          void dispatch({ type: 'media/open', payload: { gameId: recommended.gameId, kind: 'video', place: 'right', recommended: true } })
        }
      >
        {t('live.media.recommended_watch')}
      </Button>
    </section>
  );
}
