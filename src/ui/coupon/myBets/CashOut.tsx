import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponView } from '../../../protocol/schemas/bets';
import { Modal as Dialog } from '../../design/Modal';
import { unavailableReasonText } from './failureText';
import type { CouponRequest } from './useCouponRequest';

/**
 * Cash-out of an open coupon at the server's offer: the offer now, a Sell
 * button, and a confirmation that names the amount. The sale is sent at the
 * amount the confirmation showed when the player pressed it; a moved offer
 * comes back as a refusal with the new amount (RequestStatus asks again).
 */
export function CashOut({ coupon, request, money }: { coupon: CouponView; request: CouponRequest; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const offer = coupon.offer?.cashout;
  if (!offer) return null;
  if (!offer.available) {
    return (
      <p className="my-bets-offer my-bets-offer--off" data-testid="my-bet-cashout-unavailable">
        {t('myBets.cashout.unavailable', { reason: unavailableReasonText(t, offer.reason) })}
      </p>
    );
  }
  const amount = money(offer.amount);
  const busy = request.pending !== null;
  return (
    <div className="my-bets-offer" data-testid="my-bet-cashout">
      <span>
        {t('myBets.cashout.offer')} <strong data-testid="my-bet-cashout-amount">{amount}</strong>
      </span>
      {/* aria-disabled, not disabled, while a request is on its way: focus that came back from the dialog stays on the button. */}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={busy}
        aria-label={t('myBets.cashout.sell_label', { id: coupon.id, amount })}
        onClick={() => !busy && setConfirming(true)}
        data-testid="my-bet-sell"
      >
        {t('myBets.cashout.sell', { amount })}
      </button>
      {confirming && (
        <Dialog
          title={t('myBets.cashout.confirm_title', { id: coupon.id })}
          onClose={() => setConfirming(false)}
          testId="my-bet-sell-confirm"
        >
          <p>{t('myBets.cashout.confirm_body', { amount })}</p>
          <div className="my-bets-dialog__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              data-testid="my-bet-sell-confirm-button"
              onClick={() => {
                setConfirming(false);
                void request.send('sell', offer.amount);
              }}
            >
              {t('myBets.cashout.confirm', { amount })}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('myBets.dialog.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
