import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { Badge } from '../design/Badge';
import { LoadingState } from '../components/LoadingState';
import { cleanServerHtml, trustedServerHtml } from '../info/trustedHtml';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { Countdown, PromotionDates } from './Countdown';
import { Awards } from './Awards';
import { Eligibility } from './Eligibility';
import { LoadFailed } from './LoadFailed';
import type { PromotionPlace } from './sections';
import { usePromotionTexts } from './texts';
import { usePromotion } from './usePromotions';

/**
 * One promotion's page: image, title, lead, dates and countdown, what the
 * player may do (eligibility, opt in or out, a sign-in prompt for a guest) and
 * the terms (HTML the server sanitised, cleaned again at the sink). On a
 * bonus or offer page, a promotion of another section is not found there.
 */
export function PromotionDetail({ resolution, place, slug }: PageProps & { place: PromotionPlace; slug: string }) {
  const { t } = useTranslation();
  const ready = usePromotionTexts();
  const lang = resolution.language;
  const { view, entry, retry } = usePromotion(lang, slug);
  if (!ready || !view || view.player === 'checking') return <LoadingState />;
  const promotion = entry?.promotion ?? null;
  const listHref = `/${lang}/${place.list}`;
  if (entry?.status === 'notFound' || (promotion && place.section !== null && promotion.section !== place.section))
    return (
      <NotFoundPage
        lang={lang}
        title={t('promotionPages.not_found_title')}
        body={t('promotionPages.not_found_body')}
        testId="promo-not-found"
      />
    );
  if (!promotion) return entry?.status === 'failed' ? <LoadFailed retry={retry} /> : <LoadingState message={t('promotionPages.loading')} />;
  const terms = cleanServerHtml(promotion.terms);
  return (
    <article
      className="page promo-page promo-detail"
      data-testid="promo-detail"
      data-slug={promotion.slug}
      lang={promotion.lang === lang ? undefined : promotion.lang}
      aria-labelledby="promo-detail-title"
    >
      <p>
        <Link to={listHref}>{t('promotionPages.all_promotions')}</Link>
      </p>
      {promotion.image !== null && <img className="promo-detail__image" src={promotion.image} alt="" width={640} height={320} />}
      <div className="promo-card__tags">
        <Badge tone={promotion.product === 'casino' ? 'accent' : 'brand'}>{t(`promotionPages.product.${promotion.product}`)}</Badge>
      </div>
      <h1 id="promo-detail-title">{promotion.title}</h1>
      {promotion.lead !== '' && <p className="lead">{promotion.lead}</p>}
      <PromotionDates promotion={promotion} lang={lang} />
      <Countdown promotion={promotion} />
      <Awards awards={promotion.awards} lang={lang} />
      <Eligibility promotion={promotion} view={view} />
      {terms.trim() !== '' && (
        <section className="promo-terms" aria-labelledby="promo-terms-title">
          <h2 id="promo-terms-title">{t('promotionPages.terms')}</h2>
          <div className="info-page__body" data-testid="promo-terms" dangerouslySetInnerHTML={{ __html: trustedServerHtml(terms) }} />
        </section>
      )}
    </article>
  );
}
