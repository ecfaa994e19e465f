import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsFormatId } from '../../../protocol/constants/oddsFormats';
import type { BetHistoryItem } from '../../../protocol/officeHistory';
import { currencyDigits, formatMoney, oddsText } from '../../../core/format';
import type { VisitorClock } from '../../components/visitorTime';
import { formatMoment } from '../../shell/maintenanceTexts';
import { CouponCard, useCouponTypeName } from '../../coupon/myBets/CouponCard';
import { Repeat } from '../../coupon/myBets/Repeat';
import { LinesTable } from './LinesTable';

export interface ItemContext {
  readonly lang: string;
  readonly clock: VisitorClock;
  readonly oddsFormat: OddsFormatId;
}

/**
 * One coupon of the history: a summary row that opens (a button, so Enter and
 * Space work) onto the ticket with its legs, a system coupon's lines, and
 * repeat and print.
 */
export function HistoryItem({ item, context }: { item: BetHistoryItem; context: ItemContext }) {
  const { t } = useTranslation();
  const typeName = useCouponTypeName();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { coupon } = item;
  const money = (minor: number) => formatMoney(minor, coupon.currencyIso, currencyDigits(coupon.currencyIso), context.lang);
  const returned = coupon.status === 'sold' ? coupon.soldAmount : coupon.status === 'open' ? coupon.maxReturn : coupon.payout;
  return (
    <li className="office-history__item" data-testid="history-item" data-coupon-id={coupon.id} data-status={coupon.status}>
      <button
        type="button"
        className="office-history__summary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="history-item-toggle"
      >
        <span className="office-history__id">{t('myBets.card.title', { id: coupon.id })}</span>
        <span>
          <time dateTime={new Date(coupon.placedAt).toISOString()}>{formatMoment(coupon.placedAt, context.lang, context.clock)}</time>
        </span>
        <span>{typeName(coupon)}</span>
        <span className="office-history__num">{money(coupon.stake)}</span>
        <span className="office-history__num">{oddsText(coupon.coef, context.oddsFormat)}</span>
        <span className={`my-bets-badge my-bets-badge--${coupon.status}`}>{t(`myBets.status.${coupon.status}`)}</span>
        <span className="office-history__num">{returned === null ? '' : money(returned)}</span>
      </button>
      <div id={panelId} hidden={!open} className="office-history__details" data-testid="history-item-details">
        {open && (
          <>
            <CouponCard
              coupon={coupon}
              context={context}
              actions={
                <div className="office-history__actions">
                  <Repeat coupon={coupon} />
                  <a className="button button--ghost" href={item.printHref} target="_blank" rel="noopener" data-testid="history-print">
                    {t('officeHistory.print')}
                  </a>
                </div>
              }
            />
            {item.lines && <LinesTable lines={item.lines} money={money} oddsFormat={context.oddsFormat} />}
          </>
        )}
      </div>
    </li>
  );
}
