import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponView } from '../../../protocol/schemas/bets';
import type { InsuranceQuote } from '../../../protocol/slip';
import { useCore } from '../../core-access/coreContext';
import { amountText, currencyDigits, parseAmount } from '../../../core/format';
import { Modal as Dialog } from '../../design/Modal';
import { unavailableReasonText } from './failureText';
import type { CouponRequest } from './useCouponRequest';

type Available = Extract<NonNullable<CouponView['offer']>['insurance'], { available: true }>;

/** Insurance of an open coupon: a button that opens the dialog, or why it is not offered. */
export function Insurance({
  coupon,
  request,
  money,
  open,
  setOpen,
}: {
  coupon: CouponView;
  request: CouponRequest;
  money: (minor: number) => string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const insurance = coupon.offer?.insurance;
  if (!insurance || coupon.insuredAmount !== null) return null;
  if (!insurance.available) {
    // Said once when cash-out is off for the same reason.
    const cashout = coupon.offer?.cashout;
    if (cashout && !cashout.available && cashout.reason === insurance.reason) return null;
    return (
      <p className="my-bets-offer my-bets-offer--off" data-testid="my-bet-insurance-unavailable">
        {t('myBets.insurance.unavailable', { reason: unavailableReasonText(t, insurance.reason) })}
      </p>
    );
  }
  return (
    <div className="my-bets-offer" data-testid="my-bet-insurance">
      <span>{t('myBets.insurance.offer', { percent: insurance.premiumPercent })}</span>
      <button
        type="button"
        className="button"
        aria-disabled={request.pending !== null}
        aria-label={t('myBets.insurance.open_label', { id: coupon.id })}
        aria-haspopup="dialog"
        onClick={() => request.pending === null && setOpen(true)}
        data-testid="my-bet-insure"
      >
        {t('myBets.insurance.open')}
      </button>
      {open && (
        <InsuranceDialog
          coupon={coupon}
          insurance={insurance}
          money={money}
          busy={request.pending !== null}
          onClose={() => setOpen(false)}
          onConfirm={(amount) => {
            setOpen(false);
            void request.send('insure', amount);
          }}
        />
      )}
    </div>
  );
}

/** Choose the part of the stake to insure (1 minor unit to maxAmount, the whole stake by default) and see the premium before confirming. */
function InsuranceDialog({
  coupon,
  insurance,
  money,
  busy,
  onClose,
  onConfirm,
}: {
  coupon: CouponView;
  insurance: Available;
  money: (minor: number) => string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const digits = currencyDigits(coupon.currencyIso);
  const [text, setText] = useState(() => amountText(insurance.maxAmount, digits));
  // Read the way the stake field reads a typed amount (any digits, grouped thousands, no more decimals than the currency has).
  const parsed = parseAmount(text, digits);
  const amount = parsed.ok ? parsed.minor : null;
  const quote = useInsuranceQuote(coupon.id, amount);
  const valid = amount !== null && quote?.ok === true;
  // While the worker judges a well-formed amount nothing is said; a malformed one or a refusal is an error.
  const invalid = amount === null || (quote !== null && !quote.ok);
  const premium = quote?.ok ? quote.premium : null;
  const range = { min: money(1), max: money(insurance.maxAmount) };
  return (
    <Dialog title={t('myBets.insurance.title', { id: coupon.id })} onClose={onClose} testId="my-bet-insure-dialog">
      <form
        className="my-bets-insurance"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) onConfirm(amount);
        }}
      >
        <p>{t('myBets.insurance.intro', { percent: insurance.premiumPercent })}</p>
        <label htmlFor={inputId}>{t('myBets.insurance.amount')}</label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          aria-invalid={invalid}
          aria-describedby={hintId}
          onChange={(e) => setText(e.target.value)}
          data-testid="my-bet-insure-amount"
        />
        <p
          id={hintId}
          className={invalid ? 'my-bets-insurance__hint my-bets-insurance__hint--error' : 'my-bets-insurance__hint'}
          role={invalid ? 'alert' : undefined}
        >
          {invalid ? t('myBets.insurance.invalid', range) : t('myBets.insurance.range', range)}
        </p>
        <p className="my-bets-insurance__premium" aria-live="polite" data-testid="my-bet-insure-premium">
          {premium !== null && t('myBets.insurance.premium', { amount: money(premium), percent: insurance.premiumPercent })}
        </p>
        <div className="my-bets-dialog__actions">
          <button type="submit" className="button button--primary" disabled={!valid || busy} data-testid="my-bet-insure-confirm">
            {premium !== null ? t('myBets.insurance.confirm', { premium: money(premium) }) : t('myBets.insurance.confirm_plain')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('myBets.dialog.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The worker's judgement of the amount typed (the offer's range, the premium); null while it answers or nothing is typed. */
function useInsuranceQuote(couponId: string, amount: number | null): InsuranceQuote | null {
  const core = useCore();
  const [quote, setQuote] = useState<{ readonly amount: number; readonly answer: InsuranceQuote } | null>(null);
  useEffect(() => {
    if (amount === null) return;
    let current = true;
    void core.ask('insuranceQuote', { couponId, amount }).then((answer) => current && setQuote({ amount, answer }));
    return () => {
      current = false;
    };
  }, [core, couponId, amount]);
  return quote !== null && quote.amount === amount ? quote.answer : null;
}
