import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import type { LiveProjection } from '../../protocol/live-client';
import { livePart, useLivePart, useProjectionSelector } from '../core-access/coreContext';
import { GameRow } from './GameRow';
import { champsPath } from './paths';
import { Empty, Failed, Loading } from './states';
import { useBetting } from './useBetting';

type Filter = 'live' | 'line' | 'all';

const isLive = (status: number | undefined) => status === GAME_STATUS.live || status === GAME_STATUS.break;

/** "id:champId:champName" per game, the list's order; null until the topic's first snapshot. */
function rowsOf(live: LiveProjection, topic: string, filter: Filter, only: readonly number[] | undefined): string | null {
  const list = live.lists[topic];
  if (!list) return null;
  const rows: string[] = [];
  for (const id of list) {
    const game = live.games[id];
    if (only && !only.includes(id)) continue;
    if (filter === 'line' && game?.status !== GAME_STATUS.line) continue;
    if (filter === 'live' && !isLive(game?.status)) continue;
    rows.push(`${id}:${game?.champId ?? 0}:${game?.champName ?? ''}`);
  }
  return JSON.stringify(rows);
}

/**
 * The games of one feed topic. Loading until the topic's first snapshot, an
 * error when the feed is down before anything came, empty when the topic has
 * no games (saying so when the player's filters hide them, with a way to show
 * all); the list itself re-renders only when its games change.
 */
export function GameList({
  topic,
  filter = 'all',
  title,
  lang,
  limit,
  only,
  group = false,
  cyberType,
}: {
  topic: string;
  filter?: Filter;
  title?: string;
  lang?: string;
  limit?: number;
  /** Only these games of the topic (a team's games among its championship's). */
  only?: readonly number[];
  /** Group by championship under a heading each (the betting state's group by categories). */
  group?: boolean;
  cyberType?: string;
}) {
  const { t } = useTranslation();
  const { set } = useBetting();
  // A status filter reads every game's status (a game moves from line to live without leaving its topic); a plain list only its ids.
  const byStatus = useProjectionSelector('live', (live) => (filter === 'all' ? '' : rowsOf(live, topic, filter, only)));
  const byList = useLivePart(livePart.list(topic), (live) => (filter === 'all' ? rowsOf(live, topic, filter, only) : ''));
  const joined = filter === 'all' ? byList : byStatus;
  const offline = useLivePart(livePart.field('feed'), (live) => live.feed.status === 'offline');
  const hidden = useLivePart(livePart.field('filteredOut'), (live) => live.filteredOut[topic] ?? 0) ?? 0;
  const testId = `live-list-${topic.replace(/:/g, '-')}${filter === 'all' ? '' : `-${filter}`}`;
  const showAll = () => set({ timeFilter: 'all', onlyWithVideos: false });
  const hiddenNote = hidden > 0 && (
    <p className="live-hidden" data-testid="live-list-hidden">
      {t('live.filter.hidden', { count: hidden })}{' '}
      <button type="button" className="button button--link" onClick={showAll}>
        {t('live.filter.show_all')}
      </button>
    </p>
  );
  let body;
  if (joined === null || joined === undefined) {
    body = offline ? <Failed text={t('live.list.error')} /> : <Loading />;
  } else {
    const rows = (JSON.parse(joined) as string[]).map((row) => {
      const [id = '', champId = '', ...name] = row.split(':');
      return { id: Number(id), champId: Number(champId), champ: name.join(':') };
    });
    const shown = limit ? rows.slice(0, limit) : rows;
    if (shown.length === 0) {
      body = hidden > 0 ? <Empty text={t('live.filter.all_hidden')}>{hiddenNote}</Empty> : <Empty />;
    } else if (group) {
      const groups: { champ: string; champId: number; ids: number[] }[] = [];
      for (const row of shown) {
        const last = groups[groups.length - 1];
        const same = groups.find((g) => g.champ === row.champ);
        if (same) same.ids.push(row.id);
        else if (last?.champ === row.champ) last.ids.push(row.id);
        else groups.push({ champ: row.champ, champId: row.champId, ids: [row.id] });
      }
      body = (
        <>
          {groups.map((g) => (
            <section key={g.champ} className="live-group" data-testid="live-group">
              <h3 className="live-group__title">
                {lang && g.champId > 0 ? (
                  <Link to={champsPath(lang, g.champId, g.champ)} aria-label={t('live.links.champ_page', { name: g.champ })}>
                    {g.champ}
                  </Link>
                ) : (
                  g.champ
                )}
              </h3>
              <ul className="live-games">
                {g.ids.map((id) => (
                  <GameRow key={id} gameId={id} lang={lang} cyberType={cyberType} />
                ))}
              </ul>
            </section>
          ))}
          {hiddenNote}
        </>
      );
    } else {
      body = (
        <>
          <ul className="live-games">
            {shown.map((row) => (
              <GameRow key={row.id} gameId={row.id} lang={lang} cyberType={cyberType} />
            ))}
          </ul>
          {hiddenNote}
        </>
      );
    }
  }
  return (
    <section className="live-list" data-testid={testId} aria-label={title}>
      {title && <h2>{title}</h2>}
      {body}
    </section>
  );
}
