import { useTranslation } from 'react-i18next';
import type { CouponProjection } from '../../protocol/slip';
import { couponErrorText } from './errorText';
import type { RunCommand } from './useSlipCommands';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';

/**
 * What the coupon adds up to, as the core computed it: the coefficient (the
 * anti-express quote for an anti-express), the total stake, the express
 * bonus with its bonus bet, the possible win and whether the maximum payout
 * caps it, the VIP bet and the hyper bonus when they apply.
 */
export function Totals({
  slip,
  busy,
  run,
  money,
}: {
  slip: CouponProjection;
  busy: boolean;
  run: RunCommand;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const { expressBonus, possibleWin } = slip;
  const anti = slip.typeId === COUPON_TYPE.antiExpress;
  return (
    <section className="slip-section slip-totals" aria-label={t('coupon.totals.label')} data-testid="slip-totals">
      {expressBonus.eligible && (
        <div className="slip-bonus" data-testid="slip-bonus" data-applied={expressBonus.applied}>
          {expressBonus.applied ? (
            <>
              <p className="slip-row">
                <strong>{t('coupon.bonus.title', { percent: expressBonus.percent })}</strong>
                <button
                  type="button"
                  className="button button--ghost"
                  data-testid="slip-bonus-delete"
                  disabled={busy}
                  onClick={() => void run({ type: 'coupon/deleteBonusBet', payload: {} })}
                >
                  {t('coupon.bonus.delete')}
                </button>
              </p>
              <p className="slip-hint">{t('coupon.bonus.explain')}</p>
            </>
          ) : (
            <p className="slip-row">
              <span>{t('coupon.bonus.deleted')}</span>
              <button
                type="button"
                className="button button--ghost"
                data-testid="slip-bonus-restore"
                disabled={busy}
                onClick={() => void run({ type: 'coupon/restoreBonusBet', payload: {} })}
              >
                {t('coupon.bonus.restore')}
              </button>
            </p>
          )}
        </div>
      )}
      <dl className="slip-summary">
        <dt>{t(anti ? 'coupon.totals.anti' : 'coupon.totals.coef')}</dt>
        <dd data-testid="slip-coef" dir="ltr">
          {slip.coefText || (anti ? <span className="slip-hint">{t('coupon.totals.anti_waiting')}</span> : '—')}
        </dd>
        {expressBonus.applied && slip.expressBonusCoefText !== '' && (
          <>
            <dt>{t('coupon.bonus.coef')}</dt>
            <dd data-testid="slip-bonus-coef" dir="ltr">
              {slip.expressBonusCoefText}
            </dd>
          </>
        )}
        <dt>{t('coupon.stake.total')}</dt>
        <dd data-testid="slip-total-stake" dir="ltr">
          {money(slip.totalStake)}
        </dd>
        {slip.prepaid > 0 && (
          <>
            <dt>{t('coupon.totals.from_voucher')}</dt>
            <dd data-testid="slip-from-voucher" dir="ltr">
              {money(slip.prepaid)}
            </dd>
            <dt>{t('coupon.totals.from_balance')}</dt>
            <dd data-testid="slip-from-balance" dir="ltr">
              {money(slip.balanceDebit)}
            </dd>
          </>
        )}
        {slip.settings.isPossibleWinShown && (
          <>
            <dt>{t('coupon.totals.possible_win')}</dt>
            <dd data-testid="slip-possible-win" data-capped={possibleWin?.isCapped ?? false} dir="ltr">
              {possibleWin ? money(possibleWin.amount) : '—'}
            </dd>
          </>
        )}
        {slip.maxPayout !== null && (
          <>
            <dt>{t('coupon.totals.max_payout')}</dt>
            <dd data-testid="slip-max-payout" dir="ltr">
              {money(slip.maxPayout)}
            </dd>
          </>
        )}
      </dl>
      {slip.settings.isPossibleWinShown && possibleWin?.isCapped && slip.maxPayout !== null && (
        <p className="slip-hint" data-testid="slip-capped">
          {t('coupon.totals.capped', { max: money(slip.maxPayout), uncapped: money(possibleWin.uncapped) })}
        </p>
      )}
      {/* Shown while on too: a VIP bet the coupon no longer allows refuses placement until it is turned off. */}
      {(slip.vipBetAllowed || slip.settings.isVipBet) && (
        <label className="slip-check" data-testid="slip-vip">
          <input
            type="checkbox"
            checked={slip.settings.isVipBet}
            disabled={busy}
            onChange={(e) => void run({ type: 'coupon/changeSettings', payload: { changes: { isVipBet: e.target.checked } } })}
          />
          <span>
            <strong>{t('coupon.vip.label')}</strong> <span className="slip-hint">{t('coupon.vip.explain')}</span>
          </span>
        </label>
      )}
      {slip.hyperBonus && (
        <div className="slip-hyper" data-testid="slip-hyper">
          <strong>{t('coupon.hyper.title', { percent: slip.hyperBonus.percent })}</strong>
          <p className="slip-hint">
            {t('coupon.hyper.explain', {
              percent: slip.hyperBonus.percent,
              minBet: money(slip.hyperBonus.minBet),
              maxBonus: money(slip.hyperBonus.maxBonus),
            })}
          </p>
        </div>
      )}
      {slip.quoteFailure && !slip.quoting && (
        <p className="slip-warning" role="alert" data-testid="slip-quote-failed" data-code={slip.quoteFailure.code}>
          {t('coupon.totals.quote_failed', { reason: couponErrorText(t, slip.quoteFailure.code, slip.quoteFailure.params, money) })}
        </p>
      )}
      {slip.quoting && (
        <p className="slip-hint" role="status" data-testid="slip-quoting">
          <span className="spinner spinner--small" aria-hidden="true" /> {t('coupon.totals.quoting')}
        </p>
      )}
    </section>
  );
}
