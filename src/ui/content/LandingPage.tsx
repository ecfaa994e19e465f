import { landingPageIdOf } from '../../protocol/schemas/content';
import type { PageProps } from '../core-access/pageProps';
import { Preloader } from '../shell/Preloader';
import { ContentBody } from './ContentBody';
import { ContentStatus } from './ContentStatus';
import { useContentTexts } from './texts';
import { useContent } from './useContent';

/** landing-page/{landingId} (lpage/{landingId} redirects here) and promo: a published content page, else the 404 page. */
export function LandingPage({ resolution }: PageProps) {
  const ready = useContentTexts();
  const lang = resolution.language;
  const page = resolution.routeId === 'promo' ? 'promo' : landingPageIdOf(resolution.params.landingId ?? '');
  const { value, retry } = useContent(`page|${lang}|${page}`, (core) => core.ask('loadContentPage', { page, lang }));
  if (!ready) return <Preloader kind={resolution.meta.preloader} />;
  if (value.status !== 'ok') return <ContentStatus value={value} retry={retry} resolution={resolution} />;
  return (
    <article
      className="page info-page"
      data-testid="content-page"
      data-page={page}
      lang={value.value.lang}
      aria-labelledby="content-page-title"
    >
      <ContentBody page={value.value} />
    </article>
  );
}
