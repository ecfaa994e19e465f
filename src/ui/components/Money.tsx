import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../core/format/money';

/** An amount in minor units of its currency, written as the page's language writes money. */
export function Money({ minor, currency }: { minor: number; currency: string }) {
  const { i18n } = useTranslation();
  return <>{formatMoney(minor, currency, currencyDigits(currency), i18n.language)}</>;
}
