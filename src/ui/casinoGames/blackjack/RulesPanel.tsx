import { useTranslation } from 'react-i18next';
import type { BlackjackTable } from '../../../protocol/casino/blackjack';
import { STEPPED_ROUND_DEADLINE_MS } from '../../../protocol/casino/stepped';
import { percentText } from '../../../core/format/percent';

const RETURN_DIGITS = { min: 2, max: 3 };

/** The table's rules as the server's data states them, and its exact return and house edge beside them. */
export function RulesPanel({ rules, rtp }: { rules: BlackjackTable; rtp: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <details className="bj-rules card" open>
      <summary>{t('blackjackGame.rules')}</summary>
      <ul>
        <li>{t('blackjackGame.rule_deck', { decks: rules.decks })}</li>
        <li>{rules.dealerHitsSoft17 ? t('blackjackGame.rule_hits_soft17') : t('blackjackGame.rule_stands_soft17')}</li>
        <li>{t('blackjackGame.rule_peek')}</li>
        <li>{t('blackjackGame.rule_blackjack', rules.blackjackPays)}</li>
        <li>{t('blackjackGame.rule_insurance', rules.insurancePays)}</li>
        <li>{t(`blackjackGame.rule_double_${rules.doubleOn}`)}</li>
        <li>{rules.doubleAfterSplit ? t('blackjackGame.rule_das') : t('blackjackGame.rule_no_das')}</li>
        <li>{t('blackjackGame.rule_split', { hands: rules.maxHands })}</li>
        <li>{t('blackjackGame.rule_split_aces')}</li>
        <li>{t('blackjackGame.rule_no_surrender')}</li>
        <li>{t('blackjackGame.rule_rounding')}</li>
        <li>{t('blackjackGame.rule_left', { hours: STEPPED_ROUND_DEADLINE_MS / 3_600_000 })}</li>
      </ul>
      <p className="bj-rtp" data-testid="blackjack-rtp">
        {t('blackjackGame.rtp', { rtp: percentText(lang, rtp, RETURN_DIGITS), edge: percentText(lang, 1 - rtp, RETURN_DIGITS) })}
      </p>
    </details>
  );
}
