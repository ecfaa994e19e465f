import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { cleanServerHtml, trustedServerHtml } from '../info/trustedHtml';
import { ContentStatus } from './ContentStatus';
import { publishedDate } from './publishedDate';
import { useContent } from './useContent';

/** One published article; an unknown or unpublished one is the 404 page, as the server answers its URL. */
export function NewsArticle({ resolution, slug }: PageProps & { readonly slug: string }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const { value, retry } = useContent(`article|${lang}|${slug}`, (core) => core.ask('loadNewsArticle', { slug, lang }));
  if (value.status !== 'ok') return <ContentStatus value={value} retry={retry} resolution={resolution} />;

  const article = value.value;
  const html = cleanServerHtml(article.html);
  return (
    <article className="page info-page" data-testid="news-article" lang={article.lang} aria-labelledby="news-article-title">
      <p>
        <Link to={`/${lang}/news`} data-testid="news-all">
          {t('contentPages.news.all_news')}
        </Link>
      </p>
      <h1 id="news-article-title">{article.title}</h1>
      <p className="hint">
        <time dateTime={article.publishedAt}>{t('contentPages.news.published', { date: publishedDate(article.publishedAt, lang) })}</time>
      </p>
      {article.image !== null && <img className="content-image" src={article.image} alt="" width={1280} height={720} />}
      {article.lead !== '' && <p className="lead">{article.lead}</p>}
      {html.trim() !== '' && <div className="info-page__body" dangerouslySetInnerHTML={{ __html: trustedServerHtml(html) }} />}
    </article>
  );
}
