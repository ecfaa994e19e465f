import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_TYPE_NAMES, COUPON_TYPE } from '../../../protocol/constants/couponTypes';
import type { OddsFormatId } from '../../../protocol/constants/oddsFormats';
import type { CouponView } from '../../../protocol/schemas/bets';
import { formatMoment } from '../../shell/maintenanceTexts';
import type { VisitorClock } from '../../components/visitorTime';
import { currencyDigits, formatMoney, oddsText } from '../../../core/format';
import { LegRow } from './LegRow';

export interface CardContext {
  readonly lang: string;
  readonly clock: VisitorClock;
  readonly oddsFormat: OddsFormatId;
}

/** The coupon type as the player chose it ("System 2/3", "Express"). */
export function useCouponTypeName(): (coupon: Pick<CouponView, 'placedTypeId' | 'systemValue' | 'legs'>) => string {
  const { t } = useTranslation();
  return (coupon) => {
    const name = t(`myBets.type.${COUPON_TYPE_NAMES[coupon.placedTypeId]}`);
    return coupon.placedTypeId === COUPON_TYPE.system && coupon.systemValue !== null
      ? t('myBets.type.system_of', { name, k: coupon.systemValue, n: coupon.legs.length })
      : name;
  };
}

function Amount({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="my-bets-amount" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One placed coupon: number, time, type, stake, coefficient, legs, status
 * and what it returns; `actions` are the cash-out, insurance and repeat
 * controls the list adds for it.
 */
export function CouponCard({ coupon, context, actions }: { coupon: CouponView; context: CardContext; actions?: ReactNode }) {
  const { t } = useTranslation();
  const typeName = useCouponTypeName();
  const money = (minor: number) => formatMoney(minor, coupon.currencyIso, currencyDigits(coupon.currencyIso), context.lang);
  const titleId = `my-bet-${coupon.id}-title`;
  const open = coupon.status === 'open';
  return (
    <article className="my-bets-card" data-testid="my-bet" data-coupon-id={coupon.id} data-status={coupon.status} aria-labelledby={titleId}>
      <header className="my-bets-card__head">
        <h3 id={titleId} className="my-bets-card__title">
          {t('myBets.card.title', { id: coupon.id })}
        </h3>
        <span className={`my-bets-badge my-bets-badge--${coupon.status}`} data-testid="my-bet-status">
          {t(`myBets.status.${coupon.status}`)}
        </span>
      </header>
      <p className="my-bets-card__sub">
        <span>{typeName(coupon)}</span>
        {coupon.isVipBet && (
          <span className="my-bets-card__note" data-testid="my-bet-vip">
            {t('myBets.card.vip')}
          </span>
        )}
        <time dateTime={new Date(coupon.placedAt).toISOString()}>{formatMoment(coupon.placedAt, context.lang, context.clock)}</time>
      </p>
      <ul className="my-bets-card__legs" aria-label={t('myBets.card.legs', { count: coupon.legs.length })}>
        {coupon.legs.map((leg) => (
          <LegRow key={`${leg.position}-${leg.market.id}`} leg={leg} oddsFormat={context.oddsFormat} />
        ))}
      </ul>
      <dl className="my-bets-card__amounts">
        <Amount label={t('myBets.card.stake')} testId="my-bet-stake">
          {money(coupon.stake)}
          {coupon.prepaidAmount > 0 && (
            <span className="my-bets-card__note"> {t('myBets.card.prepaid', { amount: money(coupon.prepaidAmount) })}</span>
          )}
        </Amount>
        {coupon.coef > 1 && <Amount label={t('myBets.card.coef')}>{oddsText(coupon.coef, context.oddsFormat)}</Amount>}
        {open && (
          <>
            <Amount label={t('myBets.card.current_return')} testId="my-bet-current-return">
              {money(coupon.currentReturn)}
            </Amount>
            <Amount label={t('myBets.card.max_return')} testId="my-bet-max-return">
              {money(coupon.maxReturn)}
            </Amount>
          </>
        )}
        {coupon.payout !== null && (
          <Amount label={t('myBets.card.payout')} testId="my-bet-payout">
            {money(coupon.payout)}
            {coupon.hyperBonusAmount !== null && coupon.hyperBonusAmount > 0 && (
              <span className="my-bets-card__note"> {t('myBets.card.hyper_bonus', { amount: money(coupon.hyperBonusAmount) })}</span>
            )}
          </Amount>
        )}
        {coupon.soldAmount !== null && (
          <Amount label={t('myBets.card.sold')} testId="my-bet-sold">
            {money(coupon.soldAmount)}
            {coupon.soldAt !== null && (
              <span className="my-bets-card__note"> {formatMoment(coupon.soldAt, context.lang, context.clock)}</span>
            )}
          </Amount>
        )}
        {coupon.insuredAmount !== null && (
          <Amount label={t('myBets.card.insured')} testId="my-bet-insured">
            {money(coupon.insuredAmount)}
            {coupon.insurancePremium !== null && (
              <span className="my-bets-card__note"> {t('myBets.card.premium', { amount: money(coupon.insurancePremium) })}</span>
            )}
          </Amount>
        )}
        {coupon.insuranceRefund !== null && coupon.insuranceRefund > 0 && (
          <Amount label={t('myBets.card.insurance_refund')} testId="my-bet-refund">
            {money(coupon.insuranceRefund)}
          </Amount>
        )}
      </dl>
      {actions}
    </article>
  );
}
