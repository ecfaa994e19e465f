import { useTranslation } from 'react-i18next';
import { livePart, useLivePart } from '../core-access/coreContext';

/** Says the odds are not live while the feed is down; the page stays usable under it. */
export function FeedBanner() {
  const { t } = useTranslation();
  const status = useLivePart(livePart.field('feed'), (live) => live.feed.status);
  if (status !== 'offline') return null;
  return (
    <p className="live-banner" role="status" aria-live="polite" data-testid="live-feed-banner">
      {t('live.feed.offline')}
    </p>
  );
}
