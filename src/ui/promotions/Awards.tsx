import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../core/format';
import type { PromotionAwardView } from '../../protocol/schemas/promotions';

/** What one award gave, in words: money with its currency, spins or points. */
function awardText(t: ReturnType<typeof useTranslation>['t'], award: PromotionAwardView, lang: string): string {
  const money = award.currency === null ? '' : formatMoney(award.amount, award.currency, currencyDigits(award.currency), lang);
  const what =
    award.kind === 'bonus'
      ? t('promotionPages.award.bonus', { amount: money })
      : award.kind === 'freeBet'
        ? t('promotionPages.award.freeBet', { amount: money, code: award.code ?? '' })
        : award.kind === 'freeSpins'
          ? t('promotionPages.award.freeSpins', { count: award.amount })
          : t('promotionPages.award.clubPoints', { count: award.amount });
  const on = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(Date.parse(award.at));
  return t('promotionPages.award.line', { what, on, interpolation: { escapeValue: false } });
}

/** "Awarded: 10.00 bonus on 30 Nov": what the operator paid the player from this promotion; nothing when none. */
export function Awards({ awards, lang }: { awards: readonly PromotionAwardView[]; lang: string }) {
  const { t } = useTranslation();
  if (awards.length === 0) return null;
  return (
    <ul className="promo-awards" data-testid="promo-awards" aria-label={t('promotionPages.award.label')}>
      {/* Awards only ever add to the end (oldest first), so a position names one for good. */}
      {awards.map((award, index) => (
        <li key={`${index}-${award.at}`}>{awardText(t, award, lang)}</li>
      ))}
    </ul>
  );
}
