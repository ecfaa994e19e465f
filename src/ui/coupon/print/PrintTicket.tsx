import { useTranslation } from 'react-i18next';
import type { OddsFormatId } from '../../../protocol/constants/oddsFormats';
import type { CouponAnswer, CouponView } from '../../../protocol/schemas/bets';
import { formatMoment } from '../../shell/maintenanceTexts';
import type { VisitorClock } from '../../components/visitorTime';
import { useCouponTypeName } from '../myBets/CouponCard';
import { currencyDigits, formatMoney, oddsText } from '../../../core/format';
import { legTitle } from '../myBets/LegRow';

/** What the ticket's bottom line says the coupon pays: the potential payout while open, else what it paid. */
function payoutLine(coupon: CouponView): { readonly label: 'potential' | 'final' | 'sold'; readonly amount: number } {
  if (coupon.status === 'open') return { label: 'potential', amount: coupon.maxReturn };
  if (coupon.status === 'sold') return { label: 'sold', amount: coupon.soldAmount ?? 0 };
  return { label: 'final', amount: (coupon.payout ?? 0) + (coupon.insuranceRefund ?? 0) };
}

/** A placed coupon as a printed ticket: the company, the player, the coupon and its legs, and what it pays. */
export function PrintTicket({
  answer,
  lang,
  clock,
  oddsFormat,
}: {
  answer: CouponAnswer;
  lang: string;
  clock: VisitorClock;
  oddsFormat: OddsFormatId;
}) {
  const { t } = useTranslation();
  const typeName = useCouponTypeName();
  const { coupon, print } = answer;
  const money = (minor: number) => formatMoney(minor, coupon.currencyIso, currencyDigits(coupon.currencyIso), lang);
  const when = (ms: number | null) => formatMoment(ms, lang, clock);
  const payout = payoutLine(coupon);
  return (
    <section className="page print-coupon" aria-labelledby="print-coupon-title">
      <div className="print-coupon__tools">
        <button type="button" className="button button--primary" onClick={() => window.print()} data-testid="print-coupon-print">
          {t('myBets.print.print')}
        </button>
      </div>
      <article className="print-ticket" data-testid="print-ticket" data-coupon-id={coupon.id} data-status={coupon.status}>
        <header className="print-ticket__head">
          <p className="print-ticket__company" data-testid="print-ticket-company">
            {print.companyName}
          </p>
          <h1 id="print-coupon-title" className="print-ticket__title">
            {t('myBets.card.title', { id: coupon.id })}
          </h1>
        </header>
        <dl className="print-ticket__facts">
          <div>
            <dt>{t('myBets.print.player')}</dt>
            <dd data-testid="print-ticket-player">
              <bdi>{print.login}</bdi> ({t('myBets.print.player_id', { id: print.userId })})
            </dd>
          </div>
          <div>
            <dt>{t('myBets.print.placed')}</dt>
            <dd>{when(coupon.placedAt)}</dd>
          </div>
          <div>
            <dt>{t('myBets.print.printed')}</dt>
            <dd>{when(print.printedAt)}</dd>
          </div>
          <div>
            <dt>{t('myBets.print.type')}</dt>
            <dd data-testid="print-ticket-type">{typeName(coupon)}</dd>
          </div>
          <div>
            <dt>{t('myBets.print.status')}</dt>
            <dd data-testid="print-ticket-status">{t(`myBets.status.${coupon.status}`)}</dd>
          </div>
        </dl>
        <table className="print-ticket__legs">
          <caption className="print-ticket__caption">{t('myBets.card.legs')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('myBets.print.event')}</th>
              <th scope="col">{t('myBets.print.bet')}</th>
              <th scope="col">{t('myBets.card.coef')}</th>
              <th scope="col">{t('myBets.print.result')}</th>
            </tr>
          </thead>
          <tbody>
            {coupon.legs.map((leg) => (
              <tr key={`${leg.position}-${leg.market.id}`} data-testid="print-ticket-leg">
                <td>
                  <bdi className="print-ticket__teams">{legTitle(leg)}</bdi>
                  <span className="print-ticket__meta">
                    <bdi>{leg.champName}</bdi> · {when(leg.startTime)}
                  </span>
                </td>
                <td>
                  <bdi>{leg.marketName}</bdi>: <bdi>{leg.outcomeName}</bdi>
                </td>
                <td className="print-ticket__num">{oddsText(leg.market.coef, oddsFormat)}</td>
                <td>
                  {t(`myBets.leg_status.${leg.statusId}`)}
                  {leg.score !== null && (
                    <span className="print-ticket__meta">
                      <bdi dir="ltr">{leg.score}</bdi>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="print-ticket__totals">
          <div>
            <dt>{t('myBets.card.stake')}</dt>
            <dd data-testid="print-ticket-stake">{money(coupon.stake)}</dd>
          </div>
          {coupon.coef > 1 && (
            <div>
              <dt>{t('myBets.card.coef')}</dt>
              <dd>{oddsText(coupon.coef, oddsFormat)}</dd>
            </div>
          )}
          {coupon.insuredAmount !== null && (
            <div>
              <dt>{t('myBets.card.insured')}</dt>
              <dd>{money(coupon.insuredAmount)}</dd>
            </div>
          )}
          <div className="print-ticket__payout">
            <dt>{t(`myBets.print.payout_${payout.label}`)}</dt>
            <dd data-testid="print-ticket-payout">{money(payout.amount)}</dd>
          </div>
        </dl>
      </article>
    </section>
  );
}
