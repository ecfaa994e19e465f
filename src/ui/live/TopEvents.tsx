import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FeedBanner } from './FeedBanner';
import { GameList } from './GameList';
import { useLiveWatch } from './useLiveWatch';
import './live.css';

const HOME_TOPICS = ['home'];

/** Home: top live and top line games from the feed's `home` topic. */
export function TopEvents() {
  const { t } = useTranslation();
  const { lng } = useParams();
  useLiveWatch(HOME_TOPICS);
  return (
    <>
      <section className="live-top" data-testid="live-top" aria-label={t('live.home.title')}>
        <FeedBanner />
        <div className="live-top__columns">
          <GameList topic="home" filter="live" title={t('live.home.top_live')} lang={lng} limit={10} />
          <GameList topic="home" filter="line" title={t('live.home.top_line')} lang={lng} limit={10} />
        </div>
      </section>
    </>
  );
}
