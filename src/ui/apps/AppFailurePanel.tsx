import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAppFailure } from '../../protocol/remoteApps';
import type { AppName } from './catalogue';
import { useRemoteApps } from './RemoteAppsContext';
import './apps.css';

/**
 * SPEC 8: an app that did not load, once its retries are spent. A page's app
 * says the section could not be loaded and offers the refresh button
 * (main_page_refresh_button); an embedded app (footer, support, error page,
 * slip...) or an app whose texts failed says so in the dictionary's words
 * (main_dictionary_load_error, main_dictionary_refresh_page,
 * main_refreshing_button). The refresh is debounced by 1 s (RemoteApps.refresh).
 */
export function AppFailurePanel({ app, failure, embedded }: { app: AppName; failure: RemoteAppFailure; embedded: boolean }) {
  const { t } = useTranslation();
  const apps = useRemoteApps();
  const [asked, setAsked] = useState(false);
  const refresh = () => {
    setAsked(true);
    apps.refresh(app);
  };
  if (embedded || failure === 'dictionary') {
    return (
      <div className="app-failure app-failure--part" role="alert" data-testid="app-failure" data-app={app} data-failure={failure}>
        <p className="app-failure__message">{t('main_dictionary_load_error')}</p>
        <p className="app-failure__hint">{t('main_dictionary_refresh_page')}</p>
        <button type="button" className="button" data-testid="app-refresh" aria-busy={asked} onClick={refresh}>
          {t('main_refreshing_button')}
        </button>
      </div>
    );
  }
  return (
    <section
      className="page page--centered app-failure"
      data-testid="app-failure"
      data-app={app}
      data-failure={failure}
      aria-labelledby="app-failure-title"
    >
      <div role="alert">
        <h1 id="app-failure-title">{t('apps.failed.title')}</h1>
        <p>{t(`apps.failed.${failure}`)}</p>
      </div>
      <button type="button" className="button button--primary" data-testid="app-refresh" aria-busy={asked} onClick={refresh}>
        {t('main_page_refresh_button')}
      </button>
    </section>
  );
}
