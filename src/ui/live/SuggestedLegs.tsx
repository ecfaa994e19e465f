import { useTranslation } from 'react-i18next';
import type { SuggestedCoupon } from '../../protocol/live-client';
import { useVisitorClock } from '../shell/useVisitorClock';
import { formatStart } from './time';
import { useAddToSlip } from './useAddToSlip';

/** The legs of a suggested express with their odds, the total, and "add to slip". */
export function SuggestedLegs({ coupon, testId }: { coupon: SuggestedCoupon; testId: string }) {
  const { t, i18n } = useTranslation();
  const clock = useVisitorClock();
  const { add, busy } = useAddToSlip();
  return (
    <div data-testid={testId}>
      <ol className="live-suggested__legs">
        {coupon.legs.map((leg) => (
          <li key={leg.bet.market.id} className="live-suggested__leg" data-testid="suggested-leg">
            <span className="live-suggested__game">
              <span>
                <bdi>{leg.opponent1}</bdi> — <bdi>{leg.opponent2}</bdi>
              </span>
              <span className="live-suggested__meta">
                {leg.champName}
                {' · '}
                {leg.isLive ? t('live.suggested.live') : formatStart(leg.startTime, i18n.language, clock)}
              </span>
            </span>
            <span className="live-suggested__pick">
              {leg.marketName}: <strong>{leg.outcomeName}</strong>{' '}
              <strong className="live-suggested__coef" dir="ltr" data-testid="suggested-coef">
                {leg.coefText}
              </strong>
            </span>
          </li>
        ))}
      </ol>
      <p className="live-suggested__total">
        {t('live.suggested.total')}{' '}
        <strong dir="ltr" data-testid="suggested-total">
          {coupon.coefText}
        </strong>{' '}
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          data-testid="suggested-add"
          onClick={() => void add(coupon)}
        >
          {t('live.suggested.add')}
        </button>
      </p>
    </div>
  );
}
