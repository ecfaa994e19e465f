import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BONUS_GAME_FREE_SPINS, BONUS_GAME_WAGERING } from '../../protocol/constants/bonusGames';
import type { BonusGameTry } from '../../protocol/schemas/bonusGames';
import { buttonClass } from '../design/Button';
import { prizeText } from './prizeText';

/** A try's prize and where it went (the bonus account, the free spins), with the way to Bonuses and the seeds that verify it. */
export function TryResult({ played, lang }: { played: BonusGameTry; lang: string }) {
  const { t } = useTranslation();
  const { prize } = played;
  return (
    <section className="bg-result card" role="status" aria-live="polite" data-testid="try-result" data-prize={prize.kind}>
      <h2>
        {prize.kind === 'none' ? t('games.result.none') : t('games.result.won', { prize: prizeText(t, prize, played.currency, lang) })}
      </h2>
      {prize.kind === 'bonus' && (
        <p>{t('games.result.where_bonus', { times: BONUS_GAME_WAGERING.wageringMultiplier, days: BONUS_GAME_WAGERING.days })}</p>
      )}
      {prize.kind === 'freeSpins' && <p>{t('games.result.where_spins', { days: BONUS_GAME_FREE_SPINS.days })}</p>}
      {prize.kind !== 'none' && (
        <Link className={buttonClass('primary')} to={`/${lang}/office/bonuses/deposit`} data-testid="prize-link">
          {t('games.result.link')}
        </Link>
      )}
      <p className="hint bg-fair">
        {t('games.result.fair', { hash: played.serverSeedHash.slice(0, 16), client: played.clientSeed, nonce: played.nonce })}
      </p>
    </section>
  );
}
