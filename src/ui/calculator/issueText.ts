import type { TFunction } from 'i18next';
import { CALCULATOR_MONEY_DIGITS, type CalculatorIssue } from '../../protocol/calculator';
import { formatAmount } from '../../core/format/amount';

/** An issue the worker found, in the player's words; legs are numbered from 1 as the form shows them. */
export function issueText(t: TFunction, issue: CalculatorIssue, lang: string): string {
  const key = `calculator.issues.${issue.code}`;
  switch (issue.code) {
    case 'odds_missing':
    case 'odds_unreadable':
    case 'odds_precision':
      return t(key, { leg: issue.leg + 1 });
    case 'odds_below_min':
      return t(key, { leg: issue.leg + 1, min: issue.min });
    case 'stake_below_lines':
      return t(key, { lines: issue.lines, least: formatAmount(issue.least, CALCULATOR_MONEY_DIGITS, lang) });
    case 'leg_count':
      return t(key, { min: issue.min, max: issue.max, count: issue.count });
    case 'system_value':
      return t(key, { min: issue.min, max: issue.max });
    case 'bankers_too_many':
    case 'anti_above_max':
      return t(key, { max: issue.max });
    default:
      return t(key);
  }
}

/** The leg an issue is about, if it is about one. */
export const legOf = (issue: CalculatorIssue): number | null => ('leg' in issue ? issue.leg : null);
