import { currencyDigits, formatMoney } from '../../../core/format';
import type { Tournament } from '../../../protocol/casino/tournaments';
import { numberFormat } from '../../../core/format/numberFormat';

/** A moment of a tournament's window in the player's language, to the minute. */
export function when(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** A board's score as the metric reads: "× 12.5" for a multiplier, money for the total wagered. */
export function scoreText(score: number, t: Pick<Tournament, 'metric' | 'currencyIso'>, lang: string): string {
  if (t.metric === 'multiplier') return `× ${numberFormat(lang, { maximumFractionDigits: 2 }).format(score)}`;
  return formatMoney(score, t.currencyIso, currencyDigits(t.currencyIso), lang);
}
