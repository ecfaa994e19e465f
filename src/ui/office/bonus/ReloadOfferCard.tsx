import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { BonusProjection } from '../../../protocol/bonus';
import { BONUS_PRODUCTS } from '../../../protocol/constants/bonus';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import { ruleText } from './BonusCard';

type Offer = NonNullable<BonusProjection['reloadOffer']>;

/**
 * The reload bonus on offer: its terms in words, and the opt-in for the next
 * deposit, on sport or casino (what it will be wagered on, each product's rule
 * beside its button), or the opt-out once opted in.
 */
export function ReloadOfferCard({
  offer,
  lang,
  busy,
  onOptIn,
}: {
  offer: Offer;
  lang: string;
  busy: boolean;
  onOptIn: (product: Offer['optedIn']) => void;
}) {
  const { t } = useTranslation();
  const cap = formatMoney(offer.cap, offer.currencyIso, currencyDigits(offer.currencyIso), lang);
  return (
    <article className="bonus-card card" data-testid="reload-offer" data-opted={offer.optedIn ?? 'none'}>
      <header className="bonus-card__head">
        <h2>{t('officeBonus.reload_title')}</h2>
        {offer.optedIn && (
          <Badge tone="brand">
            <span data-testid="reload-opted">{t(`officeBonus.reload_opted_${offer.optedIn}`)}</span>
          </Badge>
        )}
      </header>
      <p>
        {t('officeBonus.reload_terms', {
          percent: offer.percent,
          cap,
          times: offer.wageringMultiplier,
          days: offer.days,
        })}
      </p>
      {offer.optedIn ? (
        <>
          <p className="bonus-rule">{t('officeBonus.reload_waiting')}</p>
          <Button disabled={busy} data-testid="reload-opt-out" onClick={() => onOptIn(null)}>
            {t('officeBonus.reload_opt_out')}
          </Button>
        </>
      ) : (
        <ul className="bonus-choices">
          {BONUS_PRODUCTS.map((product) => (
            <li key={product}>
              <Button variant="primary" disabled={busy} data-testid={`reload-opt-in-${product}`} onClick={() => onOptIn(product)}>
                {t(`officeBonus.reload_opt_in_${product}`)}
              </Button>
              <p className="bonus-rule">{ruleText(t, { product })}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
