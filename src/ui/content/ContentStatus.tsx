import { useTranslation } from 'react-i18next';
import type { ContentResult } from '../../protocol/content';
import type { Loading } from '../core-access/useKeyedLoad';
import type { PageProps } from '../core-access/pageProps';
import { RetryPage } from '../components/RetryPage';
import { isServerFailure } from '../shell/pageError';
import { ErrorPage } from '../shell/pages/ErrorPage';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { Preloader } from '../shell/Preloader';

/**
 * What a content page shows until it has its content: the preloader, the 404
 * page (as the server answers the URL), the general error page for a server
 * error, or a retry when the server was not reached. Null once it is ready.
 */
export function ContentStatus<T>({
  value,
  retry,
  resolution,
  notFound = 'page',
}: {
  value: ContentResult<T> | Loading;
  retry: () => void;
  resolution: PageProps['resolution'];
  /** 'none': the page stands without this content (the mobile page), so a missing one shows nothing. */
  notFound?: 'page' | 'none';
}) {
  const { t } = useTranslation();
  const lang = resolution.language;
  if (value.status === 'ok') return null;
  if (value.status === 'loading') return <Preloader kind={resolution.meta.preloader} message={t('contentPages.loading')} />;
  if (value.status === 'notFound') return notFound === 'page' ? <NotFoundPage lang={lang} /> : null;
  if (isServerFailure(value.httpStatus)) return <ErrorPage lang={lang} status={value.httpStatus} />;
  return (
    <RetryPage
      testId="content-error"
      title={t('contentPages.error_title')}
      body={t('contentPages.error_body')}
      retryLabel={t('contentPages.retry')}
      retryTestId="content-retry"
      onRetry={retry}
    />
  );
}
