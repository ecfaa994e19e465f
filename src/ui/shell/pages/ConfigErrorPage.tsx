import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../core-access/coreContext';
import { StorageWarningBanner } from '../../components/StorageWarningBanner';

interface Props {
  readonly lang: string;
  /** The error code of the projection; the text is ours (`error.<code>`). */
  readonly error: string;
  /** The worker's technical message, for support; not translated on purpose. */
  readonly detail?: string;
  /** The worker is trying again (status 'loading' after a failure). */
  readonly busy: boolean;
  readonly attempt?: number;
}

/**
 * SPEC 8 'no site config': the whole app is this page until a retry succeeds.
 * The button keeps focus while busy (aria-disabled rather than disabled), so a
 * keyboard user is not thrown to the top of the page.
 */
export function ConfigErrorPage({ lang, error, detail, busy, attempt }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const [requesting, setRequesting] = useState(false);
  const working = busy || requesting;

  const retry = () => {
    if (working) return;
    setRequesting(true);
    core
      .reloadSiteConfig(lang)
      .catch(() => undefined) // the outcome arrives as the siteConfig projection
      .finally(() => setRequesting(false));
  };

  return (
    <div className="page page--centered config-error" data-testid="config-error">
      <StorageWarningBanner />
      <div role="alert">
        <h1>{t('config.error_title')}</h1>
        <p>{t(`error.${error}`, { defaultValue: t('error.generic') })}</p>
      </div>
      <p>
        <button
          type="button"
          className="button button--primary"
          data-testid="config-retry"
          aria-disabled={working}
          aria-busy={working}
          onClick={retry}
        >
          {working && <span className="spinner spinner--small" aria-hidden="true" />}
          {working ? t('config.retrying') : t('config.retry')}
        </button>
      </p>
      <p role="status" aria-live="polite" className="config-error__progress">
        {working && attempt !== undefined ? t('config.attempt', { attempt }) : ''}
      </p>
      {detail && !working && (
        <details className="config-error__detail">
          <summary>{t('config.details')}</summary>
          <code>{detail}</code>
        </details>
      )}
    </div>
  );
}
