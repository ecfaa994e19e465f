import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionItem } from '../../../protocol/schemas/promotions';
import { LoadingState } from '../../components/LoadingState';
import type { PageProps } from '../../core-access/pageProps';
import { buttonClass } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { refusalKey } from '../../promotions/Eligibility';
import { LoadFailed } from '../../promotions/LoadFailed';
import { OptButton } from '../../promotions/OptButton';
import { PromotionCard } from '../../promotions/PromotionCard';
import { PromotionPager, pageOf, pagesOf } from '../../promotions/PromotionPager';
import { usePromotionTexts } from '../../promotions/texts';
import { usePromotionList } from '../../promotions/usePromotions';
import '../../promotions/promotions.css';

/**
 * office/promotion: the player's promotions (those they take part in, with
 * opt-out: the server's `mine` list) and those open to them now (with
 * opt-in, from the promotion list read with their eligibility), each paged
 * on its own (`?opted=` and `?open=`, so the address keeps both).
 */
export function OfficePromotionPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = usePromotionTexts();
  const lang = resolution.language;
  const openPage = pageOf(resolution.query.open);
  const optedPage = pageOf(resolution.query.opted);
  const all = usePromotionList({ product: 'all', section: null, page: openPage, lang, scope: 'open' });
  const mine = usePromotionList({ product: 'all', section: null, page: optedPage, lang, scope: 'mine' });
  const href = (pages: { opted: number; open: number }): string => {
    const query = new URLSearchParams();
    if (pages.opted > 1) query.set('opted', String(pages.opted));
    if (pages.open > 1) query.set('open', String(pages.open));
    const search = query.toString();
    return `/${lang}/office/promotion${search ? `?${search}` : ''}`;
  };
  const view = all.view;
  if (!ready || !view || view.player !== 'signedIn') return <LoadingState />;
  const answer = all.entry?.answer ?? null;
  const mineAnswer = mine.entry?.answer ?? null;
  if (!answer || !mineAnswer) {
    if (all.entry?.status === 'failed' || mine.entry?.status === 'failed')
      return (
        <LoadFailed
          retry={() => {
            all.retry();
            mine.retry();
          }}
        />
      );
    return <LoadingState message={t('promotionPages.loading')} />;
  }
  const opted = mineAnswer.items;
  const open = answer.items;
  const refusal = view.refusal;
  const cards = (items: PromotionItem[], testId: string) => (
    <div className="promo-grid" data-testid={testId}>
      {items.map((item) => (
        <PromotionCard key={item.slug} promotion={item} href={`/${lang}/promotions/${item.slug}`} lang={lang}>
          <OptButton promotion={item} busy={view.busy === item.slug} size="sm" />
        </PromotionCard>
      ))}
    </div>
  );
  return (
    <section className="page promo-page promo-office" data-testid="office-promotions" aria-labelledby="office-promo-title">
      <div>
        <h1 id="office-promo-title">{t('promotionPages.office.title')}</h1>
        <p className="hint">{t('promotionPages.office.intro')}</p>
      </div>
      {refusal && (
        <p className="inline-error" role="alert" data-testid="promo-refusal">
          {t(refusalKey(refusal.code))}
        </p>
      )}
      <section aria-labelledby="office-promo-opted">
        <h2 id="office-promo-opted">{t('promotionPages.office.opted')}</h2>
        {opted.length === 0 ? (
          <EmptyState compact title={t('promotionPages.office.none_opted')} testId="office-promotions-none" />
        ) : (
          cards(opted, 'office-promotions-opted')
        )}
        <PromotionPager
          page={optedPage}
          pages={pagesOf(mineAnswer)}
          href={(n) => href({ opted: n, open: openPage })}
          label={t('promotionPages.office.opted_pages')}
          testId="office-promotions-opted-pages"
        />
      </section>
      <section aria-labelledby="office-promo-open">
        <h2 id="office-promo-open">{t('promotionPages.office.eligible')}</h2>
        {open.length === 0 ? (
          <EmptyState compact title={t('promotionPages.office.none_eligible')} />
        ) : (
          cards(open, 'office-promotions-open')
        )}
        <PromotionPager
          page={openPage}
          pages={pagesOf(answer)}
          href={(n) => href({ opted: optedPage, open: n })}
          label={t('promotionPages.office.eligible_pages')}
          testId="office-promotions-open-pages"
        />
      </section>
      <p>
        <Link className={buttonClass('secondary')} to={`/${lang}/promotions`}>
          {t('promotionPages.office.browse')}
        </Link>
      </p>
    </section>
  );
}
