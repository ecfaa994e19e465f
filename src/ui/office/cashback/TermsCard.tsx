import { useTranslation } from 'react-i18next';
import type { CashbackTerms } from '../../../protocol/schemas/cashback';
import { moneyText, perCurrencyText, pointsNumber } from './money';

/** A program's terms in words: what it pays, on what, over which period, the minimum and the weekly maximum. */
export function TermsCard({ terms, lang }: { terms: CashbackTerms; lang: string }) {
  const { t } = useTranslation();
  const [firstIso, firstPer] = Object.entries(terms.pointsPer ?? {})[0] ?? [];
  return (
    <section className="card cashback-card" aria-labelledby="cashback-terms-title" data-testid="cashback-terms">
      <h2 id="cashback-terms-title">{t('officeCashback.terms')}</h2>
      <p>
        {terms.mode === 'percent'
          ? t('officeCashback.terms_percent', { percent: terms.percent ?? 0 })
          : t('officeCashback.terms_points', {
              points: 1,
              per: firstIso && firstPer !== undefined ? moneyText(firstPer, firstIso, lang) : '',
            })}
      </p>
      <p className="cashback-muted">{t(`officeCashback.terms_product.${terms.product}`)}</p>
      <p className="cashback-muted">{t('officeCashback.terms_period')}</p>
      <dl className="cashback-facts">
        <dt>{t('officeCashback.minimum')}</dt>
        <dd>{perCurrencyText(terms.minNetLoss, lang)}</dd>
        <dt>{t('officeCashback.maximum')}</dt>
        <dd>
          {terms.mode === 'percent'
            ? perCurrencyText(terms.cap, lang)
            : t('officeCashback.points_value', { points: pointsNumber(Math.max(0, ...Object.values(terms.cap)), lang) })}
        </dd>
      </dl>
    </section>
  );
}
