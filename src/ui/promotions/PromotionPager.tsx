import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../design/Button';

/** Previous / "page n of m" / next under a paged promotion list; links, so the page is in the address and the keyboard reaches it. */
export function PromotionPager({
  page,
  pages,
  href,
  label,
  testId,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="panel-head" aria-label={label} data-testid={testId}>
      {page > 1 ? (
        <Link className={buttonClass('secondary')} to={href(page - 1)} rel="prev">
          {t('promotionPages.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className="hint">{t('promotionPages.page_of', { page, pages })}</span>
      {page < pages ? (
        <Link className={buttonClass('secondary')} to={href(page + 1)} rel="next">
          {t('promotionPages.older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The query's page number: a positive whole number, else the first page. */
export function pageOf(raw: string | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages a list of `total` holds. */
export const pagesOf = (answer: { total: number; pageSize: number } | null): number =>
  answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
