import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '../../protocol/schemas/promotions';
import { useDispatch } from '../core-access/coreContext';
import { Button } from '../design/Button';

/** Opt in while eligible, opt out while opted in, nothing otherwise; disabled while a call is on its way. */
export function OptButton({ promotion, busy, size = 'md' }: { promotion: PromotionItem; busy: boolean; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const send = (type: 'promotions/optIn' | 'promotions/optOut') =>
    void dispatch({ type, payload: { slug: promotion.slug, lang: promotion.lang } });
  if (promotion.optedIn)
    return (
      <Button size={size} disabled={busy} aria-busy={busy} data-testid="promo-opt-out" onClick={() => send('promotions/optOut')}>
        {t('promotionPages.opt_out')}
      </Button>
    );
  if (!promotion.eligibility.eligible) return null;
  return (
    <Button
      variant="primary"
      size={size}
      disabled={busy}
      aria-busy={busy}
      data-testid="promo-opt-in"
      onClick={() => send('promotions/optIn')}
    >
      {t('promotionPages.opt_in')}
    </Button>
  );
}
