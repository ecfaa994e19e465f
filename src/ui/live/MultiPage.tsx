import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { livePart, useLivePart } from '../core-access/coreContext';
import { GameDetail } from './GameDetail';
import { MULTI_MAX_GAMES, multiGames, multiPath } from './paths';
import { Empty, Loading } from './states';
import { useLiveWatch } from './useLiveWatch';
import './live.css';
import { LivePlain } from './frames';

/** multi?games=1,2: the picked games side by side, each with every market; a picker of games in play to add more. */
export function MultiPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const navigate = useNavigate();
  const games = multiGames(resolution.query.games);
  const go = (ids: readonly number[]) => void navigate(multiPath(lang, ids));
  useLiveWatch(['home']);
  const candidates = useLivePart(livePart.list('home'), (live) =>
    JSON.stringify(
      (live.lists.home ?? [])
        .map((id) => live.games[id])
        .filter((g) => g !== undefined && (g.status === 2 || g.status === 3))
        .map((g) => [g!.gameId, `${g!.opponent1} — ${g!.opponent2}`]),
    ),
  );
  const picks = candidates === undefined ? null : (JSON.parse(candidates) as [number, string][]).filter(([id]) => !games.includes(id));
  return (
    <LivePlain className="live-multi" testId="live-multi">
      <h1>{t('live.multi.title')}</h1>
      {games.length === 0 && <Empty text={t('live.multi.empty')} testId="live-multi-empty" />}
      {games.length > 0 && (
        <div className="live-multi__columns" style={{ gridTemplateColumns: `repeat(${games.length}, minmax(260px, 1fr))` }}>
          {games.map((id) => (
            <div key={id} className="live-multi__column" data-testid={`live-multi-game-${id}`}>
              <button
                type="button"
                className="button button--link"
                aria-label={t('live.multi.remove_label', { id })}
                onClick={() => go(games.filter((g) => g !== id))}
              >
                {t('live.multi.remove')}
              </button>
              <GameDetail gameId={id} lang={lang} compact />
            </div>
          ))}
        </div>
      )}
      <section aria-labelledby="live-multi-pick">
        <h2 id="live-multi-pick">{t('live.multi.pick')}</h2>
        {games.length >= MULTI_MAX_GAMES ? (
          <p className="live-state">{t('live.multi.full', { count: MULTI_MAX_GAMES })}</p>
        ) : picks === null ? (
          <Loading />
        ) : picks.length === 0 ? (
          <Empty text={t('live.multi.none')} />
        ) : (
          <ul className="live-multi__picker" data-testid="live-multi-picker">
            {picks.map(([id, name]) => (
              <li key={id}>
                <button type="button" className="button" data-testid={`live-multi-add-${id}`} onClick={() => go([...games, id])}>
                  {t('live.multi.add', { name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </LivePlain>
  );
}
