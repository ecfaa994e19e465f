import { contentPageOfRoute } from '../../protocol/schemas/content';
import type { PageProps } from '../core-access/pageProps';
import { Preloader } from '../shell/Preloader';
import { BonusLandingAction } from './BonusLandingAction';
import { ContentBody } from './ContentBody';
import { ContentStatus } from './ContentStatus';
import { useContentTexts } from './texts';
import { useContent } from './useContent';

/**
 * A page the content store holds (contentPageOfRoute): landing-page/{landingId} (lpage/{landingId} redirects
 * here), promo, partners, our-partners/{section}, games-landing/{landingRoute} and bonus/landing/{landingId},
 * the last with the offer's next step for this visitor under its text. A page the server does not publish is
 * the 404 page.
 */
export function LandingPage({ resolution }: PageProps) {
  const ready = useContentTexts();
  const lang = resolution.language;
  const page = contentPageOfRoute(resolution.routeId, resolution.params) ?? '';
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
      {resolution.routeId === 'bonusLanding' && <BonusLandingAction lang={lang} />}
    </article>
  );
}
