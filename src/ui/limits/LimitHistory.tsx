import { useTranslation } from 'react-i18next';
import type { LimitHistoryRow, LimitOption } from '../../protocol/limits';
import { EmptyState } from '../design/EmptyState';
import { visitorDateTimeFormat } from '../components/visitorTime';
import type { LimitTextFormat } from './limitRefusal';
import { valueText } from './limitsText';

/** The audit of every change of the player's limits, newest first: when, which limit, what changed, and who (the player or time). */
export function LimitHistory({
  rows,
  options,
  format,
}: {
  rows: readonly LimitHistoryRow[];
  options: readonly LimitOption[];
  format: LimitTextFormat;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState compact title={t('limits.history.empty')} testId="limits-history-empty" />;
  const when = visitorDateTimeFormat(format.lang, format.clock, 'short');
  const measureOf = (type: number) => options.find((o) => o.limitType === type)?.measure ?? 'days';
  const show = (row: LimitHistoryRow, value: number | null) => valueText(t, measureOf(row.limitType), value, row.currencyIso, format.lang);
  return (
    <div className="limits-history">
      <table data-testid="limits-history">
        <thead>
          <tr>
            <th scope="col">{t('limits.history.when')}</th>
            <th scope="col">{t('limits.history.limit')}</th>
            <th scope="col">{t('limits.history.change')}</th>
            <th scope="col">{t('limits.history.by')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.at}-${i}`}>
              <td>{when.format(row.at)}</td>
              <td>{t(`limits.type.${row.limitType}`)}</td>
              <td>
                {t(`limits.action.${row.action}`, { defaultValue: row.action })}: {show(row, row.oldValue)} → {show(row, row.newValue)}
              </td>
              <td>{t(`limits.history.${row.actor}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
