import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../core/format/numberFormat';
import { percentText } from '../../core/format/percent';
import type { Lottery } from '../../protocol/lotto';
import { Money } from './Money';

/** The lottery's prizes by matches, each a multiple of the line price, with the table's expected return beside it. */
export function PrizeTable({ lottery }: { lottery: Lottery }) {
  const { t, i18n } = useTranslation();
  const pct = percentText(i18n.language, lottery.returnPct / 100, { min: 2, max: 2 });
  return (
    <div className="lotto-prizes">
      <table data-testid="lotto-prize-table">
        <caption>{t('lotto.prize_table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lotto.matches')}</th>
            <th scope="col">{t('lotto.multiplier')}</th>
            <th scope="col">{t('lotto.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {[...lottery.prizes].reverse().map((p) => (
            <tr key={p.matches}>
              <th scope="row">{t('lotto.n_of', { n: p.matches, of: lottery.drawn })}</th>
              <td>×{numberFormat(i18n.language).format(p.multiplier)}</td>
              <td>
                <Money minor={p.multiplier * lottery.linePrice} currency={lottery.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint" data-testid="lotto-return">
        {t('lotto.return', { pct })}
      </p>
    </div>
  );
}
