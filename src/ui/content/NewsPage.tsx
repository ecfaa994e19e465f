import type { PageProps } from '../core-access/pageProps';
import { NewsArticle } from './NewsArticle';
import { NewsList } from './NewsList';
import { useContentTexts } from './texts';
import { Preloader } from '../shell/Preloader';

/** news/{slug?}: the list without a slug, the article with one. */
export function NewsPage({ resolution }: PageProps) {
  const ready = useContentTexts();
  if (!ready) return <Preloader kind={resolution.meta.preloader} />;
  const slug = resolution.params.slug;
  return slug ? <NewsArticle resolution={resolution} slug={slug} /> : <NewsList resolution={resolution} />;
}
