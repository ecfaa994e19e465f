import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BONUS_GAME_FREE_SPINS, BONUS_GAME_TABLES, type BonusGamePrize } from '../../protocol/constants/bonusGames';
import type { PageProps } from '../core-access/pageProps';
import { LoadingState } from '../components/LoadingState';
import { Button } from '../design/Button';
import { GameArt } from './GameArt';
import { prizeText } from './prizeText';
import { TryState } from './TryState';
import { useBonusGames, useMinuteClock } from './useBonusGames';

/** A game's best prize, by the money it is worth (free spins at their stake): the card's "up to". */
const topPrize = (prizes: readonly BonusGamePrize[]): BonusGamePrize =>
  prizes.reduce((best, p) => (worth(p) > worth(best) ? p : best), { kind: 'none' });
const worth = (p: BonusGamePrize): number =>
  p.kind === 'bonus' ? p.amount : p.kind === 'freeSpins' ? p.count * BONUS_GAME_FREE_SPINS.stake : 0;

/**
 * allgamesentrance: the games project's bonus games, each with its picture,
 * what it can win and what the player may play now (today's free try or
 * when the next comes, unlocked tries); a guest sees the games and a way to
 * sign in.
 */
export function GamesList({ resolution }: PageProps) {
  const { t } = useTranslation();
  const { view, retry } = useBonusGames();
  const now = useMinuteClock();
  const lang = resolution.language;
  const list = view?.list ?? null;
  return (
    <section className="page bg-list-page" data-testid="games-list" aria-labelledby="games-title">
      <h1 id="games-title">{t('games.list.title')}</h1>
      <p className="hint">{t('games.list.intro')}</p>
      {list === null ? (
        view?.status === 'failed' ? (
          <div className="card bg-failed">
            <p role="alert">{t('games.failed')}</p>
            <Button variant="primary" onClick={retry}>
              {t('games.retry')}
            </Button>
          </div>
        ) : (
          <LoadingState message={t('games.loading')} />
        )
      ) : (
        <ul className="bg-grid">
          {list.games.map((state) => (
            <li key={state.game} className="bg-card card" data-testid={`game-card-${state.game}`}>
              <GameArt game={state.game} />
              <h2>
                <Link to={`/${lang}/bonus-games/${state.game}`} className="bg-card__link">
                  {t(`games.name.${state.game}`)}
                </Link>
              </h2>
              <p>{t(`games.how.${state.game}`)}</p>
              <p className="bg-card__top">
                {t('games.top_prize', {
                  prize: prizeText(t, topPrize(BONUS_GAME_TABLES[state.game].map((l) => l.prize)), list.currency, lang),
                })}
              </p>
              {list.player === 'signedIn' ? <TryState state={state} now={now} /> : <p className="hint">{t('games.state.guest')}</p>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`/${lang}/bonus/games`}>{t('games.promo_link')}</Link>
      </p>
    </section>
  );
}
