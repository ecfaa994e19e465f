import { useTranslation } from 'react-i18next';
import { oddsText } from '../../core/format';
import { formatAmount } from '../../core/format/amount';
import { CALCULATOR_MONEY_DIGITS, type CalculatorPriced, type CalculatorRange } from '../../protocol/calculator';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';

/**
 * What the worker priced: the line count, the stake split, total odds, the
 * current and maximum return, then every line (its legs, odds, stake,
 * status and return; for a chain or conditional, what the coupon holds
 * after it). Numbers only as the worker gave them, formatted.
 */
export function CalculatorResults({ priced, format }: { readonly priced: CalculatorPriced; readonly format: OddsFormatId }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (minor: number) => formatAmount(minor, CALCULATOR_MONEY_DIGITS, lang);
  const range = (r: CalculatorRange) =>
    r.current === r.max ? money(r.current) : t('calculator.range', { current: money(r.current), max: money(r.max) });
  const { split } = priced;
  const perLine =
    split.remainder > 0
      ? t('calculator.stake_split_remainder', { base: money(split.base), count: split.remainder, more: `+${money(1)}` })
      : money(split.base);
  return (
    <section className="calculator__results" aria-labelledby="calc-summary-title" aria-live="polite" data-testid="calc-results">
      <h2 id="calc-summary-title">{t('calculator.summary')}</h2>
      <dl className="calculator__summary">
        <div>
          <dt>{t('calculator.line_count')}</dt>
          <dd data-testid="calc-line-count">{priced.lineCount}</dd>
        </div>
        {!priced.holdsAfterLines && (
          <div>
            <dt>{t('calculator.stake_split')}</dt>
            <dd data-testid="calc-stake-split">{perLine}</dd>
          </div>
        )}
        <div>
          <dt>{t('calculator.total_stake')}</dt>
          <dd data-testid="calc-total-stake">{money(split.total)}</dd>
        </div>
        <div>
          <dt>{t('calculator.coef')}</dt>
          <dd data-testid="calc-coef">{oddsText(priced.coef, format)}</dd>
        </div>
        <div>
          <dt>{t('calculator.current_return')}</dt>
          <dd data-testid="calc-current-return">{money(priced.returns.current)}</dd>
        </div>
        <div className="calculator__max">
          <dt>{t('calculator.max_return')}</dt>
          <dd data-testid="calc-max-return">{money(priced.returns.max)}</dd>
        </div>
      </dl>
      <h3 id="calc-lines-title">{t('calculator.lines')}</h3>
      {/* On a phone the table scrolls in its own box: focusable, so a keyboard can scroll it too. */}
      <div className="calculator__table-wrap" role="region" aria-labelledby="calc-lines-title" tabIndex={0}>
        <table className="calculator__lines" data-testid="calc-lines">
          <thead>
            <tr>
              <th scope="col">{t('calculator.line')}</th>
              <th scope="col">{t('calculator.line_legs')}</th>
              <th scope="col">{t('calculator.odds')}</th>
              <th scope="col">{t('calculator.line_stake')}</th>
              <th scope="col">{t('calculator.line_status')}</th>
              <th scope="col">{t(priced.holdsAfterLines ? 'calculator.line_holds' : 'calculator.line_return')}</th>
            </tr>
          </thead>
          <tbody>
            {priced.lines.map((line) => (
              <tr key={line.index} data-testid="calc-line">
                <th scope="row">{line.index + 1}</th>
                <td>{line.legs.map((leg) => leg + 1).join(', ')}</td>
                <td>{oddsText(line.coef, format)}</td>
                <td data-testid="calc-line-stake">
                  {line.stakesWinnings ? t('calculator.from_winnings', { range: range(line.stake) }) : range(line.stake)}
                </td>
                <td>{t(`calculator.line_statuses.${line.status}`)}</td>
                <td data-testid="calc-line-return">{range(line.returns)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {priced.hiddenLines > 0 && <p data-testid="calc-more-lines">{t('calculator.more_lines', { count: priced.hiddenLines })}</p>}
    </section>
  );
}
