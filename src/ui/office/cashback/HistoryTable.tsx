import { useTranslation } from 'react-i18next';
import type { CashbackPayout } from '../../../protocol/schemas/cashback';
import { visitorDateTimeFormat } from '../../components/visitorTime';
import { Button } from '../../design/Button';
import { useVisitorClock } from '../../shell/useVisitorClock';
import { moneyText, pointsNumber } from './money';
import { weekText } from './weekFormat';

/** A program's payouts, newest first: the week, its net loss, what was paid (money or points), when. */
export function HistoryTable({ rows, lang, onMore }: { rows: readonly CashbackPayout[]; lang: string; onMore: (() => void) | null }) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const when = visitorDateTimeFormat(lang, clock, 'short');
  return (
    <section className="card cashback-card" aria-labelledby="cashback-history-title" data-testid="cashback-history">
      <h2 id="cashback-history-title">{t('officeCashback.history')}</h2>
      {rows.length === 0 ? (
        <p className="cashback-muted" data-testid="cashback-history-empty">
          {t('officeCashback.history_empty')}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="event-table cashback-table">
            <caption className="visually-hidden">{t('officeCashback.history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('officeCashback.col_week')}</th>
                <th scope="col" className="cashback-num">
                  {t('officeCashback.col_net_loss')}
                </th>
                <th scope="col" className="cashback-num">
                  {t('officeCashback.col_paid')}
                </th>
                <th scope="col">{t('officeCashback.col_date')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="cashback-payout" data-amount={row.amount} data-points={row.points}>
                  <td className="cashback-week">
                    {t('officeCashback.period_range', weekText(lang, clock.is12h, row.periodStart, row.periodEnd))}
                  </td>
                  <td className="cashback-num">{moneyText(Math.max(0, row.netLoss), row.currencyIso, lang)}</td>
                  <td className="cashback-num">
                    {row.amount > 0
                      ? moneyText(row.amount, row.currencyIso, lang)
                      : row.points > 0
                        ? t('officeCashback.points_value', { points: pointsNumber(row.points, lang) })
                        : t('officeCashback.nothing_due')}
                  </td>
                  <td className="cashback-nowrap">{when.format(row.paidAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {onMore && <Button onClick={onMore}>{t('officeCashback.more')}</Button>}
    </section>
  );
}
