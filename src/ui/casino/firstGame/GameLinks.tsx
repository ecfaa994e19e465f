import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../design/Button';
import { Skeleton } from '../../design/Skeleton';
import { gamePath } from '../lobby/gameLink';
import type { GamesState } from './useGames';

/** A short row of games to open (art, name, provider), with its loading and error states. */
export function GameLinks({
  state,
  reload,
  lang,
  title,
  testId,
}: {
  state: GamesState;
  reload: () => void;
  lang: string;
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="casino-pages__games" aria-label={title} data-testid={testId} aria-busy={state.status === 'loading'}>
      <h2>{title}</h2>
      {state.status === 'loading' ? (
        <Skeleton shape="row" />
      ) : state.status === 'error' ? (
        <p role="alert">
          {t('casinoPages.games_error')}{' '}
          <Button variant="link" onClick={reload}>
            {t('casinoPages.retry')}
          </Button>
        </p>
      ) : (
        <ul className="casino-pages__list">
          {state.games.map((game) => (
            <li key={game.id}>
              <Link to={gamePath(lang, game)} className="casino-pages__game" data-testid="casino-pages-game">
                <img src={game.image} alt="" width={160} height={120} loading="lazy" decoding="async" />
                <span className="casino-pages__name">{game.name}</span>
                <span className="casino-pages__provider">{game.providerName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
