import { useTranslation } from 'react-i18next';
import type { TvBet, TvShow } from '../../protocol/tvGames';
import { oddsLabel, pickLabel } from './labels';
import { Money } from '../components/Money';

/** The player's bets in the show, newest first: the draw, the pick at its odds, the stake and how it went. */
export function MyBets({ show, bets }: { show: TvShow; bets: readonly TvBet[] }) {
  const { t } = useTranslation();
  return (
    <section className="tv-my-bets card" aria-labelledby="tv-my-bets-title">
      <h2 id="tv-my-bets-title">{t('tvGames.my_bets')}</h2>
      {bets.length === 0 ? (
        <p className="hint">{t('tvGames.no_bets')}</p>
      ) : (
        <ul className="tv-list" data-testid="tv-my-bets">
          {bets.map((bet) => (
            <li key={bet.betId} data-testid="tv-bet" data-status={bet.status} data-selection={bet.selection}>
              <span>
                {t('tvGames.draw_number', { n: bet.drawId })} · {pickLabel(t, bet.selection, show)} @ {oddsLabel(bet.odds)}
              </span>
              <span>
                <Money minor={bet.stake} currency={show.currency} /> · {t(`tvGames.status_${bet.status}`)}
                {bet.status === 'won' && (
                  <>
                    {' '}
                    <strong>
                      +<Money minor={bet.payout} currency={show.currency} />
                    </strong>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
