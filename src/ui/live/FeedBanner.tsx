import { useTranslation } from 'react-i18next';
import { livePart, useLivePart, useProjectionSelector } from '../core-access/coreContext';

/**
 * Says the odds are not live while the feed is down; the page stays usable under it. While the site-wide offline
 * notice is on screen it says so for every page (the feed cannot connect without a network): one thing, not two.
 */
export function FeedBanner() {
  const { t } = useTranslation();
  const status = useLivePart(livePart.field('feed'), (live) => live.feed.status);
  const browserOffline = useProjectionSelector('notifications', (n) => n.shown.some((item) => item.kind === 'offline')) ?? false;
  if (status !== 'offline' || browserOffline) return null;
  return (
    <p className="live-banner" role="status" aria-live="polite" data-testid="live-feed-banner">
      {t('live.feed.offline')}
    </p>
  );
}
