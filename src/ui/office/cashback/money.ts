import { currencyDigits, formatMoney } from '../../../core/format';
import { numberFormat } from '../../../core/format/numberFormat';

/** Minor units of `iso` as the player's language writes money. */
export const moneyText = (minor: number, iso: string, lang: string): string => formatMoney(minor, iso, currencyDigits(iso), lang);

/** One amount per currency, as terms list them ("1,000.00 RUB · 10.00 USD"). */
export const perCurrencyText = (amounts: Readonly<Record<string, number>>, lang: string): string =>
  Object.entries(amounts)
    .map(([iso, minor]) => moneyText(minor, iso, lang))
    .join(' · ');

/** A whole number of points as the player's language writes numbers ("1,000"). */
export const pointsNumber = (points: number, lang: string): string => numberFormat(lang, { maximumFractionDigits: 0 }).format(points);
