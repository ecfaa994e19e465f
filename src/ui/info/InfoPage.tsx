import { useTranslation } from 'react-i18next';
import type { InfoPageResult } from '../../protocol/api';
import { useKeyedLoad } from '../core-access/useKeyedLoad';
import { RetryPage } from '../components/RetryPage';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import type { PageProps } from '../core-access/pageProps';
import { isServerFailure } from '../shell/pageError';
import { Preloader } from '../shell/Preloader';
import { useShellCore } from '../shell/shellCore';
import { ErrorPage } from '../shell/pages/ErrorPage';
import { cleanInfoHtml, trustedInfoHtml } from './infoHtml';

/** The slug of an information page: its path without the language (`contacts`, `rules/1`, `rules/1/2`). */
export function infoSlugOf(resolution: PageProps['resolution']): string {
  if (resolution.routeId === 'rules') {
    const { ruleGroup, chapter } = resolution.params;
    return chapter ? `rules/${ruleGroup}/${chapter}` : `rules/${ruleGroup}`;
  }
  const INFO_SLUGS: Readonly<Record<string, string>> = {
    howBet: 'howbet',
    simpleIdentification: 'simpleidentification',
    amlKyc: 'amlkyc',
    smsBets: 'smsbets',
    amlPolicy: 'amlpolicy',
    disputeResolution: 'disputeresolution',
    kycPolicy: 'kycpolicy',
    responsibleGaming: 'responsiblegaming',
    cashTerminals: 'cash_terminals',
    bettingCalculator: 'betting-calculator',
    bettingAwards: 'betting-awards',
  };
  return INFO_SLUGS[resolution.routeId] ?? resolution.routeId;
}

/**
 * An information page of SPEC 2 (rules, contacts, about, ...): content from
 * the server's database. A page the server does not have is the 404 page (as
 * the server-rendered answer for the URL is a 404); a server error is the
 * general error page with its status; a lost connection offers a retry.
 */
export function InfoPage({ resolution, below = false }: PageProps & { readonly below?: boolean }) {
  const { t } = useTranslation();
  const core = useShellCore();
  const slug = infoSlugOf(resolution);
  const lang = resolution.language;
  const { value, retry } = useKeyedLoad(
    `${lang}:${slug}`,
    () => core.loadInfoPage({ slug, lang }),
    (): InfoPageResult => ({ status: 'error', message: 'host unavailable' }),
  );

  // Under a page of its own (the calculator) the text is an extra: its heading is a section's, and a missing or failed text shows nothing.
  if (below && value.status !== 'ok') return null;
  if (value.status === 'loading') return <Preloader kind={resolution.meta.preloader} message={t('shell.info.loading')} />;
  if (value.status === 'notFound') return <NotFoundPage lang={lang} />;
  if (value.status === 'error' && isServerFailure(value.httpStatus)) return <ErrorPage lang={lang} status={value.httpStatus} />;
  if (value.status === 'error')
    return (
      <RetryPage
        testId="info-error"
        title={t('shell.info.error_title')}
        body={t('shell.info.error_body')}
        retryLabel={t('shell.info.retry')}
        retryTestId="info-retry"
        onRetry={retry}
      />
    );
  const html = cleanInfoHtml(value.page.html);
  return (
    <article className="page info-page" data-testid="info-page" data-slug={slug} lang={value.page.lang} aria-labelledby="shell-info-title">
      {below ? <h2 id="shell-info-title">{value.page.title}</h2> : <h1 id="shell-info-title">{value.page.title}</h1>}
      {html.trim() === '' ? (
        <p data-testid="info-empty">{t('shell.info.empty_body')}</p>
      ) : (
        <div className="info-page__body" data-testid="info-body" dangerouslySetInnerHTML={{ __html: trustedInfoHtml(html) }} />
      )}
    </article>
  );
}
