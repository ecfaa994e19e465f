import { useTranslation } from 'react-i18next';
import { GAME_STATUS } from '../../protocol/schemas/live';
import type { LiveProjection } from '../../protocol/live-client';
import { useProjectionSelector } from '../app/coreContext';
import { GameRow } from './GameRow';

type Filter = 'live' | 'line' | 'all';

function idsOf(live: LiveProjection, topic: string, filter: Filter): string | null {
  const list = live.lists[topic];
  if (!list) return null;
  const ids = list.filter((id) => {
    const status = live.games[id]?.status;
    if (filter === 'all') return true;
    if (filter === 'line') return status === GAME_STATUS.line;
    return status === GAME_STATUS.live || status === GAME_STATUS.break;
  });
  return ids.join(',');
}

/**
 * The games of one feed topic. Loading until the topic's first snapshot,
 * an error when the feed is down before anything came, empty when the
 * topic has no games; the list itself re-renders only when its ids change.
 */
export function GameList({ topic, filter = 'all', title, lang, limit }: { topic: string; filter?: Filter; title?: string; lang?: string; limit?: number }) {
  const { t } = useTranslation();
  const ids = useProjectionSelector('live', (live) => idsOf(live, topic, filter));
  const offline = useProjectionSelector('live', (live) => live.feed.status === 'offline');
  const testId = `live-list-${topic.replace(/:/g, '-')}${filter === 'all' ? '' : `-${filter}`}`;
  let body;
  if (ids === null || ids === undefined) {
    body = offline ? (
      <p className="live-state live-state--error" role="alert" data-testid="live-list-error">
        {t('live.list.error')}
      </p>
    ) : (
      <p className="live-state" role="status" aria-busy="true" data-testid="live-list-loading">
        {t('live.list.loading')}
      </p>
    );
  } else if (ids === '') {
    body = (
      <p className="live-state" data-testid="live-list-empty">
        {t('live.list.empty')}
      </p>
    );
  } else {
    const list = ids.split(',').map(Number);
    body = (
      <ul className="live-games">
        {(limit ? list.slice(0, limit) : list).map((id) => (
          <GameRow key={id} gameId={id} lang={lang} />
        ))}
      </ul>
    );
  }
  return (
    <section className="live-list" data-testid={testId} aria-label={title}>
      {title && <h2>{title}</h2>}
      {body}
    </section>
  );
}
