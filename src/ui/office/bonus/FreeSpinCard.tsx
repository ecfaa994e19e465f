import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyDigits, formatMoney } from '../../../core/format';
import { FREE_SPIN_WAGERING } from '../../../protocol/constants/bonus';
import type { FreeSpinGrantView } from '../../../protocol/schemas/bonus';
import { Badge } from '../../design/Badge';
import { durationParts } from '../../../core/format/countdown';

/** The game page's address: slots open under slots/game; the page reads the id, the name part is for people. */
function gameLink(lang: string, grant: Pick<FreeSpinGrantView, 'gameId' | 'gameName'>): string {
  const words = grant.gameName
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `/${lang}/slots/game/${encodeURIComponent(grant.gameId)}/${encodeURIComponent(words || 'game')}`;
}

/**
 * One free-spins grant: the game, the spins left of the grant at their fixed
 * stake, what they won so far, the time left and the way into the game; an
 * ended one whose wins wait (a bonus of the currency is still being wagered)
 * says so. What the wins become is said from FREE_SPIN_WAGERING.
 */
export function FreeSpinCard({ grant, lang, now }: { grant: FreeSpinGrantView; lang: string; now: number }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, grant.currencyIso, currencyDigits(grant.currencyIso), lang);
  const active = grant.status === 'active';
  return (
    <article className="bonus-card card" data-testid="free-spins-card" data-grant={grant.id} data-status={grant.status}>
      <header className="bonus-card__head">
        <h2>{t('officeBonus.free_spins.title', { game: grant.gameName })}</h2>
        <Badge tone={active ? 'brand' : 'muted'}>{t(`officeBonus.free_spins.status.${grant.status}`)}</Badge>
      </header>
      <dl className="bonus-facts">
        <dt>{t('officeBonus.free_spins.left')}</dt>
        <dd data-testid="free-spins-left">{t('officeBonus.free_spins.left_value', { left: grant.spinsLeft, count: grant.count })}</dd>
        <dt>{t('officeBonus.free_spins.stake')}</dt>
        <dd>{money(grant.stake)}</dd>
        <dt>{t('officeBonus.free_spins.won')}</dt>
        <dd data-testid="free-spins-won">{money(grant.won)}</dd>
        {active && (
          <>
            <dt>{t('officeBonus.deadline')}</dt>
            <dd data-testid="free-spins-countdown">{t('officeBonus.countdown', { ...durationParts(grant.expiresAt - now) })}</dd>
          </>
        )}
      </dl>
      <p className="bonus-rule">
        {active
          ? t('officeBonus.free_spins.rule', { times: FREE_SPIN_WAGERING.wageringMultiplier, days: FREE_SPIN_WAGERING.days })
          : t('officeBonus.free_spins.waiting', { amount: money(grant.won) })}
      </p>
      {active && (
        <Link className="button button--primary" to={gameLink(lang, grant)} data-testid="free-spins-play">
          {t('officeBonus.free_spins.play')}
        </Link>
      )}
    </article>
  );
}
