import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { BonusItem } from '../../../protocol/bonus';
import { BONUS_WAGERING_TERMS } from '../../../protocol/constants/bonus';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import { durationParts } from '../../../core/format/countdown';

/** The qualifying rule of a bonus's product in words, from the terms (never spelt out twice). */
export function ruleText(t: (key: string, options?: Record<string, unknown>) => string, bonus: Pick<BonusItem, 'product'>): string {
  if (bonus.product === 'sport') {
    const { minLegs, minLegOddsMilli } = BONUS_WAGERING_TERMS.sport;
    return t('officeBonus.rule_sport', { legs: minLegs, odds: (minLegOddsMilli / 1000).toFixed(2) });
  }
  return t('officeBonus.rule_casino', { weight: BONUS_WAGERING_TERMS.casino.weightPercent });
}

/**
 * One bonus: what was credited, the progress bar (wagered of the requirement,
 * what is left), the time left to the deadline, the maximum conversion, the
 * rule in words; an active one offers the forfeit (the page confirms it).
 */
export function BonusCard({
  bonus,
  lang,
  now,
  forfeiting,
  onForfeit,
}: {
  bonus: BonusItem;
  lang: string;
  now: number;
  forfeiting: boolean;
  onForfeit?: () => void;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, bonus.currencyIso, currencyDigits(bonus.currencyIso), lang);
  const { days, hours, minutes } = durationParts(bonus.deadline - now);
  return (
    <article className="bonus-card card" data-testid="bonus-card" data-bonus={bonus.id} data-status={bonus.status}>
      <header className="bonus-card__head">
        <h2>{t(`officeBonus.source.${bonus.source}`, { amount: money(bonus.amount) })}</h2>
        <Badge tone={bonus.status === 'completed' ? 'success' : bonus.status === 'active' ? 'brand' : 'muted'}>
          <span data-testid="bonus-status">{t(`officeBonus.status.${bonus.status}`)}</span>
        </Badge>
      </header>
      <div
        className="bonus-progress"
        role="progressbar"
        aria-label={t('officeBonus.progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.percent}
        data-testid="bonus-progress"
        data-percent={bonus.percent}
      >
        <span className="bonus-progress__bar" style={{ inlineSize: `${bonus.percent}%` }} />
      </div>
      <dl className="bonus-facts">
        <dt>{t('officeBonus.wagered')}</dt>
        <dd data-testid="bonus-wagered">
          {money(bonus.wagered)} / {money(bonus.requirement)}
        </dd>
        <dt>{t('officeBonus.left')}</dt>
        <dd data-testid="bonus-left">{money(bonus.left)}</dd>
        <dt>{t('officeBonus.max_conversion')}</dt>
        <dd>{money(bonus.maxConversion)}</dd>
        {bonus.status === 'active' ? (
          <>
            <dt>{t('officeBonus.balance')}</dt>
            <dd data-testid="bonus-balance">{money(bonus.balance)}</dd>
            <dt>{t('officeBonus.deadline')}</dt>
            <dd data-testid="bonus-countdown">{t('officeBonus.countdown', { days, hours, minutes })}</dd>
          </>
        ) : (
          <>
            <dt>{t('officeBonus.converted')}</dt>
            <dd data-testid="bonus-converted">{money(bonus.converted ?? 0)}</dd>
          </>
        )}
      </dl>
      <p className="bonus-rule">{ruleText(t, bonus)}</p>
      {onForfeit && (
        <Button variant="danger" disabled={forfeiting} data-testid="bonus-forfeit" onClick={onForfeit}>
          {t('officeBonus.forfeit')}
        </Button>
      )}
    </article>
  );
}
