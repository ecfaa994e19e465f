import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionItem } from '../../protocol/schemas/promotions';
import { Badge } from '../design/Badge';
import { Awards } from './Awards';
import { Countdown, PromotionDates } from './Countdown';

/** One promotion in a list: image, product, title, lead, dates, countdown, a link to its page. */
export function PromotionCard({
  promotion,
  href,
  lang,
  children,
}: {
  promotion: PromotionItem;
  href: string;
  lang: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article
      className="promo-card card"
      data-testid="promo-card"
      data-slug={promotion.slug}
      data-product={promotion.product}
      lang={promotion.lang === lang ? undefined : promotion.lang}
    >
      {promotion.image !== null && (
        <img className="promo-card__image" src={promotion.image} alt="" loading="lazy" width={320} height={160} />
      )}
      <div className="promo-card__body">
        <div className="promo-card__tags">
          <Badge tone={promotion.product === 'casino' ? 'accent' : 'brand'}>{t(`promotionPages.product.${promotion.product}`)}</Badge>
          {promotion.optedIn && <Badge tone="success">{t('promotionPages.office.opted')}</Badge>}
        </div>
        <h2 className="promo-card__title">
          <Link to={href} data-testid="promo-link">
            {promotion.title}
          </Link>
        </h2>
        {promotion.lead !== '' && <p className="promo-card__lead">{promotion.lead}</p>}
        <PromotionDates promotion={promotion} lang={lang} />
        <Countdown promotion={promotion} />
        <Awards awards={promotion.awards} lang={lang} />
        {children}
      </div>
    </article>
  );
}
