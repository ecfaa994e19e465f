import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROMOTION_FILTERS, type PromotionFilter } from '../../protocol/constants/promotions';
import type { PageProps } from '../core-access/pageProps';
import { LoadFailed } from './LoadFailed';
import { EmptyState } from '../design/EmptyState';
import { LoadingState } from '../components/LoadingState';
import { PromotionCard } from './PromotionCard';
import { PromotionPager, pageOf, pagesOf } from './PromotionPager';
import type { PromotionPlace } from './sections';
import { usePromotionTexts } from './texts';
import { usePromotionList } from './usePromotions';

/** The query's filter (?product=sport|casino), else all. */
const filterOf = (raw: string | undefined): PromotionFilter => PROMOTION_FILTERS.find((f) => f === raw) ?? 'all';

/**
 * A list of promotions: every one (promotions) or one bonus section (the
 * bonus and offer lists), with the All/Sport/Casino filter as links (the
 * query keeps it, so it can be shared and goes back with the browser), a page
 * at a time, running ones first.
 */
export function PromotionList({ resolution, place }: PageProps & { place: PromotionPlace }) {
  const { t } = useTranslation();
  const ready = usePromotionTexts();
  const lang = resolution.language;
  const product = filterOf(resolution.query.product);
  const page = pageOf(resolution.query.page);
  const { entry, retry } = usePromotionList({ product, section: place.section, page, lang, scope: 'all' });
  const href = (f: PromotionFilter, n = 1): string => {
    const query = new URLSearchParams();
    if (f !== 'all') query.set('product', f);
    if (n > 1) query.set('page', String(n));
    const search = query.toString();
    return `/${lang}/${place.list}${search ? `?${search}` : ''}`;
  };
  if (!ready) return <LoadingState />;
  const title = place.section === null ? t('promotionPages.title') : t(`promotionPages.section.${place.section}`);
  const answer = entry?.answer ?? null;
  const pages = pagesOf(answer);
  return (
    <section className="page promo-page" data-testid="promo-list" data-section={place.section ?? 'all'} aria-labelledby="promo-title">
      <h1 id="promo-title">{title}</h1>
      <p className="hint">{t('promotionPages.intro')}</p>
      <nav className="promo-filters" aria-label={t('promotionPages.filter_label')}>
        {PROMOTION_FILTERS.map((f) => (
          <Link
            key={f}
            to={href(f)}
            className={`promo-filter${f === product ? ' promo-filter--on' : ''}`}
            aria-current={f === product ? 'page' : undefined}
            data-testid={`promo-filter-${f}`}
          >
            {t(`promotionPages.filter.${f}`)}
          </Link>
        ))}
      </nav>
      {answer === null ? (
        entry?.status === 'failed' ? (
          <LoadFailed retry={retry} />
        ) : (
          <LoadingState message={t('promotionPages.loading')} />
        )
      ) : answer.items.length === 0 ? (
        <EmptyState title={t('promotionPages.empty_title')} testId="promo-empty">
          {t('promotionPages.empty_body')}
        </EmptyState>
      ) : (
        <div className="promo-grid" aria-busy={entry?.status === 'loading'}>
          {answer.items.map((item) => (
            <PromotionCard key={item.slug} promotion={item} href={`/${lang}/${place.item(item.slug)}`} lang={lang} />
          ))}
        </div>
      )}
      <PromotionPager page={page} pages={pages} href={(n) => href(product, n)} label={t('promotionPages.pages')} />
    </section>
  );
}
