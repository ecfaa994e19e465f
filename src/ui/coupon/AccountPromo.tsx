import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponProjection, SlipAccount } from '../../protocol/slip';
import { useProjectionSelector } from '../core-access/coreContext';
import { currencyDigits, formatMoney } from '../../core/format';
import type { RunCommand } from './useSlipCommands';
import { useAccountName } from '../components/useAccountName';
import { isRejection } from '../../protocol/rejections';

/**
 * The account the coupon is placed from (hidden by the select-account
 * setting) and its balance (hidden by the balance setting). The coupon
 * follows the header's active account until the player picks another here.
 */
export function AccountPicker({ slip, busy, run, lang }: { slip: CouponProjection; busy: boolean; run: RunCommand; lang: string }) {
  const { t } = useTranslation();
  const id = useId();
  const userId = useProjectionSelector('session', (s) => s.userId) ?? null;
  const nameOf = useAccountName();
  const { account, accounts, settings } = slip;
  if (slip.player !== 'signedIn' || !account) return null;
  const balance = (a: SlipAccount) => formatMoney(a.money, a.iso, currencyDigits(a.iso), lang);
  const choose = (value: string) => {
    const next = accounts.find((a) => a.id === Number(value));
    if (next)
      void run({ type: 'coupon/selectAccount', payload: { accountId: next.id, accountType: next.type, currencyIso: next.iso, userId } });
  };
  const showPicker = settings.isSelectAccountShown && accounts.length > 1;
  if (!showPicker && !settings.isBalanceShown) return null;
  return (
    <section className="slip-section slip-account" data-testid="slip-account">
      {showPicker ? (
        <>
          <label htmlFor={id} className="slip-stake__label">
            {t('coupon.account.label')}
          </label>
          <select id={id} data-testid="slip-account-select" value={account.id} disabled={busy} onChange={(e) => choose(e.target.value)}>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {settings.isBalanceShown ? `${nameOf(a)}: ${balance(a)}` : nameOf(a)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {settings.isBalanceShown && (
        <p className="slip-row">
          <span>{showPicker ? t('coupon.account.balance') : nameOf(account)}</span>
          <strong data-testid="slip-balance" dir="ltr">
            {balance(account)}
          </strong>
        </p>
      )}
    </section>
  );
}

/**
 * A promo code typed by the player or picked from the server's list, and
 * what it pays of the stake. Many singles take no promo code (SPEC 5).
 */
export function PromoCode({
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
  const inputId = useId();
  const listId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  if (slip.player !== 'signedIn') return null;
  if (!slip.promoCodeAllowed) return <p className="slip-hint">{t('coupon.promo.not_allowed')}</p>;
  const text = typed ?? slip.manualPromoCode;
  const apply = () => {
    const code = text.trim();
    void run({ type: 'coupon/setPromoCode', payload: { code: code === '' ? null : code, source: 'manual' } }).then((answer) => {
      if (!isRejection(answer)) setTyped(null);
    });
  };
  return (
    <details className="slip-section slip-promo" open={slip.promoCode !== null || undefined} data-testid="slip-promo">
      <summary>{t('coupon.promo.label')}</summary>
      {slip.promoCodes.length > 0 && (
        <div className="slip-field">
          <label htmlFor={listId} className="slip-stake__label">
            {t('coupon.promo.from_list')}
          </label>
          <select
            id={listId}
            data-testid="slip-promo-list"
            value={slip.promoCode !== null && slip.promoCodes.includes(slip.promoCode) ? slip.promoCode : ''}
            disabled={busy}
            onChange={(e) =>
              void run({ type: 'coupon/setPromoCode', payload: { code: e.target.value === '' ? null : e.target.value, source: 'list' } })
            }
          >
            <option value="">{t('coupon.promo.choose')}</option>
            {slip.promoCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      )}
      <form
        className="slip-field slip-promo__manual"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label htmlFor={inputId} className="slip-stake__label">
          {t('coupon.promo.manual')}
        </label>
        <div className="slip-stake__row">
          <input
            id={inputId}
            className="slip-promo__input"
            data-testid="slip-promo-input"
            value={text}
            maxLength={64}
            autoComplete="off"
            dir="ltr"
            disabled={busy}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="button" data-testid="slip-promo-apply" disabled={busy}>
            {t('coupon.promo.apply')}
          </button>
        </div>
      </form>
      {slip.promoCode !== null && (
        <p className="slip-row" data-testid="slip-promo-active">
          <span>{t('coupon.promo.active', { code: slip.promoCode })}</span>
          <button
            type="button"
            className="slip-icon-button"
            aria-label={t('coupon.promo.remove')}
            data-testid="slip-promo-remove"
            disabled={busy}
            onClick={() => {
              setTyped('');
              void run({ type: 'coupon/setPromoCode', payload: { code: null, source: 'manual' } });
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
      {/* The voucher pays what it can of the stake; a player who would rather keep it removes the code. */}
      {slip.promoCode !== null && slip.availablePrepaidAmount > 0 && (
        <div className="slip-info" data-testid="slip-prepaid" data-prepaid={slip.prepaid}>
          <p>{t('coupon.promo.prepaid', { amount: money(slip.prepaid) })}</p>
          {slip.prepaid < slip.availablePrepaidAmount && (
            <p className="slip-hint" data-testid="slip-prepaid-rest">
              {t('coupon.promo.prepaid_rest', {
                voucher: money(slip.availablePrepaidAmount),
                rest: money(slip.availablePrepaidAmount - slip.prepaid),
              })}
            </p>
          )}
        </div>
      )}
    </details>
  );
}
