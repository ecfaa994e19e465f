import { useTranslation } from 'react-i18next';
import type { CouponView } from '../../../protocol/schemas/bets';
import { requestFailureText } from './failureText';
import type { CouponRequest } from './useCouponRequest';

/**
 * What became of the player's sale or insurance of a coupon: on its way,
 * done, or refused with the reason. A sale refused because the offer moved
 * names the new offer and asks again; insurance refused because its terms
 * moved opens the dialog again on the new terms.
 */
export function RequestStatus({
  coupon,
  request,
  money,
  lang,
  reopenInsurance,
}: {
  coupon: CouponView;
  request: CouponRequest;
  money: (minor: number) => string;
  lang: string;
  reopenInsurance: () => void;
}) {
  const { t } = useTranslation();
  const { pending, outcome, refusal } = request;
  if (pending) {
    return (
      <p className="my-bets-request" role="status" data-testid="my-bet-request-pending">
        <span className="spinner" aria-hidden="true" />{' '}
        {t(pending.kind === 'sell' ? 'myBets.cashout.selling' : 'myBets.insurance.insuring', { amount: money(pending.amount) })}
      </p>
    );
  }
  const dismiss = (
    <button type="button" className="my-bets-request__dismiss" aria-label={t('myBets.dialog.dismiss')} onClick={request.dismiss}>
      ×
    </button>
  );
  if (refusal) {
    return (
      <div className="my-bets-request my-bets-request--failed" role="alert" data-testid="my-bet-request-failed">
        <p>{requestFailureText(t, refusal.kind, refusal.rejection, coupon.currencyIso, lang)}</p>
        {dismiss}
      </div>
    );
  }
  if (!outcome) return null;
  if (!('code' in outcome)) {
    return (
      <div className="my-bets-request my-bets-request--done" role="status" data-testid="my-bet-request-done">
        <p>{t(outcome.status === 'sold' ? 'myBets.cashout.sold' : 'myBets.insurance.insured', { amount: money(outcome.amount) })}</p>
        {dismiss}
      </div>
    );
  }
  const kind = outcome.status === 'sellFailed' ? 'sell' : 'insure';
  const newOffer = outcome.params.offer;
  if (outcome.code === 'cashout_offer_changed' && typeof newOffer === 'number' && newOffer > 0) {
    const amount = money(newOffer);
    return (
      <div className="my-bets-request my-bets-request--ask" role="alert" data-testid="my-bet-offer-changed">
        <p>{t('myBets.cashout.changed', { amount })}</p>
        <div className="my-bets-request__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void request.send('sell', newOffer)}
            data-testid="my-bet-sell-again"
          >
            {t('myBets.cashout.confirm', { amount })}
          </button>
          <button type="button" className="button" onClick={request.dismiss}>
            {t('myBets.cashout.keep')}
          </button>
        </div>
      </div>
    );
  }
  const termsMoved = outcome.code === 'insurance_terms_changed' && coupon.offer?.insurance.available === true;
  return (
    <div className="my-bets-request my-bets-request--failed" role="alert" data-testid="my-bet-request-failed">
      <p>{requestFailureText(t, kind, outcome, coupon.currencyIso, lang)}</p>
      {termsMoved && (
        <button
          type="button"
          className="button"
          onClick={() => {
            request.dismiss();
            reopenInsurance();
          }}
        >
          {t('myBets.insurance.new_terms')}
        </button>
      )}
      {dismiss}
    </div>
  );
}
