import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CouponProjection } from '../../protocol/slip';
import { requestLogin } from '../core-access/loginRequest';
import { limitRefusalText, type LimitTextFormat } from '../limits/limitRefusal';
import { RoomNote } from '../limits/RoomNote';
import { useVisitorClock } from '../shell/useVisitorClock';
import { betName } from './BetRow';
import { couponCodeOf, couponErrorText } from './errorText';
import type { RunCommand } from './useSlipCommands';

type Refusal = { readonly code: string; readonly params?: Readonly<Record<string, string | number>> };

/**
 * A placement's refusal in words. A limit's refusal names the limit, what it
 * leaves and when it frees up (the limits area, which the parts showing this
 * bring); every other is the slip's own text.
 */
function refusalText(t: TFunction, refusal: Refusal, money: (minor: number) => string, format: LimitTextFormat): string {
  return limitRefusalText(t, refusal, format) ?? couponErrorText(t, refusal.code, refusal.params, money);
}

/** Failures after which the bet may stand although no answer said so: the player checks My bets first. */
const CHECK_MY_BETS = new Set(['unconfirmed', 'malformed_answer', 'ref_id_conflict']);

interface PlaceProps {
  readonly slip: CouponProjection;
  readonly run: RunCommand;
  readonly money: (minor: number) => string;
}

/**
 * Placing the coupon: the button (or "sign in" for a guest) with the exact
 * reason it cannot be pressed yet, announced to screen readers; the progress
 * of the placement in every tab, including a connection lost on the way; and
 * the outcome: the coupon number with its print link, or the translated
 * error with the bets and the stake kept.
 */
export function PlaceArea({ slip, run, money }: PlaceProps) {
  const { t, i18n } = useTranslation();
  const clock = useVisitorClock();
  const reasonId = useId();
  const placing = slip.phase === 'placing';
  const refusal = slip.placeRefusal;
  const reason = !placing && refusal ? refusalText(t, refusal, money, { lang: i18n.language, clock, now: Date.now() }) : null;

  if (slip.player === 'guest') {
    return (
      <div className="slip-place" data-testid="slip-place-area">
        <button
          type="button"
          className="button button--primary slip-place__button"
          data-testid="slip-sign-in"
          onClick={() => requestLogin({ returnUrl: null, reason: 'bet' })}
        >
          {t('coupon.place.sign_in')}
        </button>
        <p className="slip-hint">{t('coupon.place.guest_hint')}</p>
      </div>
    );
  }
  if (slip.player === 'checking') {
    return (
      <div className="slip-place" data-testid="slip-place-area">
        <button
          type="button"
          className="button button--primary slip-place__button"
          aria-disabled="true"
          aria-busy="true"
          data-testid="slip-place"
        >
          <span className="spinner spinner--small" aria-hidden="true" /> {t('coupon.place.checking')}
        </button>
      </div>
    );
  }

  const blocked = placing || refusal !== null;
  const place = () => {
    if (blocked) return;
    // The core decides what a held promo code pays (at most the stake): every tab places the same coupon.
    void run({ type: 'coupon/place', payload: {} });
  };
  return (
    <div className="slip-place" data-testid="slip-place-area">
      <RoomNote room={slip.stakeRoom} lang={i18n.language} testId="slip-stake-room" />
      <button
        type="button"
        className="button button--primary slip-place__button"
        data-testid="slip-place"
        data-state={placing ? 'placing' : refusal ? 'refused' : 'ready'}
        aria-disabled={blocked}
        aria-busy={placing}
        aria-describedby={reason ? reasonId : undefined}
        onClick={place}
      >
        {placing ? (
          <>
            <span className="spinner spinner--small" aria-hidden="true" />{' '}
            {t(slip.placing?.oneClick ? 'coupon.place.one_click_placing' : 'coupon.place.placing')}
          </>
        ) : slip.totalStake > 0 ? (
          t('coupon.place.button_amount', { amount: money(slip.totalStake) })
        ) : (
          t('coupon.place.button')
        )}
      </button>
      {/* A polite live region: the reason is read out when it changes, not only when the button is focused. */}
      <p
        className="slip-place__reason"
        id={reasonId}
        role="status"
        data-testid="slip-place-reason"
        data-code={refusal && !placing ? couponCodeOf(refusal.code) : ''}
      >
        {reason ?? ''}
      </p>
      {placing && slip.placing?.retrying && (
        <p className="slip-warning" role="alert" data-testid="slip-retrying">
          {t('coupon.place.retrying')}
        </p>
      )}
    </div>
  );
}

/** The last placement's outcome: accepted (number, print, what became of the bets) or refused (why, and that nothing was lost). */
export function PlacementOutcome({
  slip,
  run,
  money,
  lang,
}: {
  slip: CouponProjection;
  run: RunCommand;
  money: (minor: number) => string;
  lang: string;
}) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (slip.phase === 'accepted' && slip.success && dismissed !== slip.success.couponId) {
    const { couponId, singles } = slip.success;
    return (
      <section className="slip-outcome slip-outcome--success" role="status" data-testid="slip-success" data-coupon-id={couponId}>
        <div className="slip-row">
          <h3 className="slip-outcome__title">{t('coupon.success.title')}</h3>
          <button
            type="button"
            className="slip-icon-button"
            aria-label={t('coupon.success.dismiss')}
            onClick={() => setDismissed(couponId)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p data-testid="slip-success-number">{t('coupon.success.coupon', { id: couponId })}</p>
        {singles.length > 1 && (
          <ul className="slip-outcome__singles">
            {singles.map((single) => {
              const item = slip.bets.find((b) => b.bet.market.id === single.marketId);
              const name = item ? betName(item, null, '') : t('coupon.bet.outcome_fallback', { id: single.marketId });
              return (
                <li key={single.marketId}>
                  {single.couponId
                    ? t('coupon.success.single_ok', { name, id: single.couponId })
                    : t('coupon.success.single_failed', { name })}
                  {single.errorCode && ` ${couponErrorText(t, single.errorCode, {}, money)}`}
                </li>
              );
            })}
          </ul>
        )}
        <p className="slip-outcome__links">
          <Link to={`/${lang}/print-coupon/${couponId}`} target="_blank" rel="noopener" data-testid="slip-print">
            {t('coupon.success.print', { id: couponId })}
          </Link>
        </p>
        <p className="slip-hint">{t(slip.bets.length > 0 ? 'coupon.success.kept' : 'coupon.success.cleared')}</p>
        {slip.bets.length === 0 && (
          <button
            type="button"
            className="button"
            data-testid="slip-repeat"
            onClick={() => void run({ type: 'coupon/repeat', payload: {} })}
          >
            {t('coupon.success.repeat')}
          </button>
        )}
      </section>
    );
  }
  if (slip.phase === 'failed' && slip.lastError) {
    const code = couponCodeOf(slip.lastError.code);
    return (
      <section className="slip-outcome slip-outcome--failure" role="alert" data-testid="slip-failure" data-code={code}>
        <h3 className="slip-outcome__title">{t('coupon.failure.title')}</h3>
        <p data-testid="slip-failure-text">{refusalText(t, slip.lastError, money, { lang, clock, now: Date.now() })}</p>
        {slip.bets.length > 0 && <p className="slip-hint">{t('coupon.failure.kept')}</p>}
        {CHECK_MY_BETS.has(code) && (
          <button
            type="button"
            className="button"
            data-testid="slip-open-my-bets"
            onClick={() => void run({ type: 'coupon/selectTab', payload: { tab: 'myBets' } })}
          >
            {t('coupon.failure.open_my_bets')}
          </button>
        )}
      </section>
    );
  }
  return null;
}
