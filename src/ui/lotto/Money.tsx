import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../core/format/money';

/** An amount in minor units in the page's language. */
export function Money({ minor, currency }: { minor: number; currency: string }) {
  const { i18n } = useTranslation();
  return <>{formatMoney(minor, currency, 2, i18n.language)}</>;
}
