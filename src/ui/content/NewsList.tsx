import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { EmptyState } from '../design/EmptyState';
import { buttonClass } from '../design/Button';
import { ContentStatus } from './ContentStatus';
import { publishedDate } from './publishedDate';
import { useContent } from './useContent';

/** The query's page number: a positive whole number, else the first page. */
function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The news list, a page at a time from the server (?page=N), newest first, with newer/older links. */
export function NewsList({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  // The route answer's query, not react-router's search hook: that hook would join the first load's router code.
  const page = pageOf(resolution.query.page ?? null);
  const { value, retry } = useContent(`news|${lang}|${page}`, (core) => core.ask('loadNewsList', { lang, page }));
  if (value.status !== 'ok') return <ContentStatus value={value} retry={retry} resolution={resolution} />;

  const { items, total, pageSize } = value.value;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (n: number): string => (n === 1 ? `/${lang}/news` : `/${lang}/news?page=${n}`);
  return (
    <section className="page info-page" data-testid="news-list" aria-labelledby="news-title">
      <h1 id="news-title">{t('contentPages.news.title')}</h1>
      {items.length === 0 ? (
        <EmptyState title={t('contentPages.news.empty_title')} testId="news-empty">
          {t('contentPages.news.empty_body')}
        </EmptyState>
      ) : (
        <div className="cards">
          {items.map((item) => (
            <article key={item.slug} className="card" lang={item.lang === lang ? undefined : item.lang} data-testid="news-item">
              {item.image !== null && <img className="content-image" src={item.image} alt="" loading="lazy" width={320} height={180} />}
              <h2 className="section-title">
                <Link to={`/${lang}/news/${item.slug}`}>{item.title}</Link>
              </h2>
              <p className="hint">
                <time dateTime={item.publishedAt}>{publishedDate(item.publishedAt, lang)}</time>
              </p>
              {item.lead !== '' && <p>{item.lead}</p>}
            </article>
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav className="panel-head" aria-label={t('contentPages.news.pages')}>
          {page > 1 ? (
            <Link className={buttonClass('secondary')} to={href(page - 1)} rel="prev" data-testid="news-newer">
              {t('contentPages.news.newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="hint">{t('contentPages.news.page_of', { page, pages })}</span>
          {page < pages ? (
            <Link className={buttonClass('secondary')} to={href(page + 1)} rel="next" data-testid="news-older">
              {t('contentPages.news.older')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
