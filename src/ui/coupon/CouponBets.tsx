import type { CouponProjection } from '../../protocol/slip';
import { useTranslation } from 'react-i18next';
import { AccountPicker, PromoCode } from './AccountPromo';
import { BetRow } from './BetRow';
import { PlaceArea } from './PlaceArea';
import { Stakes } from './Stakes';
import { Totals } from './Totals';
import type { RunCommand } from './useSlipCommands';

/**
 * The bets of a coupon that has some: changed coefficients to accept, the
 * bets, the stakes, the account and promo code, the totals and the place button.
 */
export function CouponBets({
  slip,
  lang,
  busy,
  pending,
  run,
  money,
}: {
  slip: CouponProjection;
  lang: string;
  busy: boolean;
  pending: boolean;
  run: RunCommand;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {pending && (
        <div className="slip-changes" role="alert" data-testid="slip-changes">
          <p className="slip-changes__title">{t('coupon.changes.title')}</p>
          <p className="slip-hint">{t(`coupon.changes.rule_${slip.settings.changeCoefAction}`)}</p>
          <button
            type="button"
            className="button button--primary"
            data-testid="slip-accept-changes"
            disabled={busy}
            onClick={() => void run({ type: 'coupon/confirmCoefChanges', payload: {} })}
          >
            {t('coupon.changes.accept')}
          </button>
        </div>
      )}
      <div className="slip-row slip-bets__head">
        <h3 className="slip-bets__title">{t('coupon.bets.label')}</h3>
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('coupon.bets.clear_label')}
          data-testid="slip-clear"
          disabled={busy}
          onClick={() => void run({ type: 'coupon/clear', payload: {} })}
        >
          {t('coupon.bets.clear')}
        </button>
      </div>
      {slip.unfollowedGames > 0 && (
        <p className="slip-warning" role="status" data-testid="slip-unfollowed" data-count={slip.unfollowedGames}>
          {t('coupon.bets.unfollowed', { count: slip.unfollowedGames })}
        </p>
      )}
      <ul className="slip-bets" data-testid="slip-bets">
        {slip.bets.map((item) => (
          <BetRow
            key={item.bet.market.id}
            item={item}
            lobbyRole={slip.lobbyRole}
            busy={busy}
            run={run}
            money={money}
            step={slip.amountStep}
            digits={slip.currencyDigits}
          />
        ))}
      </ul>
      <Stakes slip={slip} busy={busy} run={run} money={money} />
      <AccountPicker slip={slip} busy={busy} run={run} lang={lang} />
      <PromoCode slip={slip} busy={busy} run={run} money={money} />
      <Totals slip={slip} busy={busy} run={run} money={money} />
      <PlaceArea slip={slip} run={run} money={money} />
    </>
  );
}
