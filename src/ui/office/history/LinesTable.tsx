import { useTranslation } from 'react-i18next';
import type { OddsFormatId } from '../../../protocol/constants/oddsFormats';
import type { BetHistoryItem } from '../../../protocol/officeHistory';
import { oddsText } from '../../../core/format';

/**
 * A system coupon's lines with the settlement of each, as the worker had the
 * coupon core state them (the slip and the coupon CLI give the same numbers):
 * this only paints them.
 */
export function LinesTable({
  lines,
  money,
  oddsFormat,
}: {
  lines: NonNullable<BetHistoryItem['lines']>;
  money: (minor: number) => string;
  oddsFormat: OddsFormatId;
}) {
  const { t } = useTranslation();
  const range = (current: number, max: number) => (current === max ? money(current) : `${money(current)} – ${money(max)}`);
  return (
    <div className="table-scroll">
      <table className="office-history__lines" data-testid="history-lines">
        <caption>{t('officeHistory.lines.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('officeHistory.lines.number')}</th>
            <th scope="col">{t('officeHistory.lines.legs')}</th>
            <th scope="col" className="office-history__num">
              {t('officeHistory.lines.coef')}
            </th>
            <th scope="col" className="office-history__num">
              {t('officeHistory.lines.stake')}
            </th>
            <th scope="col">{t('officeHistory.lines.status')}</th>
            <th scope="col" className="office-history__num">
              {t('officeHistory.lines.return')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.lines.map((line) => (
            <tr key={line.index} data-testid="history-line" data-line-status={line.status}>
              <td>{line.index + 1}</td>
              <td>
                <bdi dir="ltr">{line.legs.map((i) => i + 1).join(', ')}</bdi>
              </td>
              <td className="office-history__num">{oddsText(line.coef, oddsFormat)}</td>
              <td className="office-history__num">{money(line.stake)}</td>
              <td>{t(`officeHistory.line_status.${line.status}`)}</td>
              <td
                className="office-history__num"
                data-testid="history-line-return"
                data-current={line.currentReturn}
                data-max={line.maxReturn}
              >
                {range(line.currentReturn, line.maxReturn)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.more > 0 && <p className="office-history__hint">{t('officeHistory.lines.more', { count: lines.more })}</p>}
    </div>
  );
}
