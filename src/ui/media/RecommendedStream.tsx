import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediaProjection } from '../../protocol/media';
import { useDispatch, useProjectionSelector } from '../core-access/coreContext';
import { Button } from '../design/Button';

const selectRecommended = (media: MediaProjection) => media.recommended;

/**
 * The live page's recommended stream (the worker's pick: the top live game
 * with video that is not open already), with "Watch": it opens in the right
 * column, as one the site recommended. Nothing when there is none; its room
 * while the page's games are on their way (`pending`), as the pick follows them.
 */
export function RecommendedStream({ lang, pending }: { lang: string; pending: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const recommended = useProjectionSelector('media', selectRecommended);
  // Its room while the games it follows come: a button's height, and on a phone the text's rows above it (live.css).
  if (!recommended)
    return pending ? (
      <div className="live-recommended live-recommended--pending" aria-hidden="true">
        <span className="button button--sm">&nbsp;</span>
      </div>
    ) : null;
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
