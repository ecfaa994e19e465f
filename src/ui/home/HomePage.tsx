import { useTranslation } from 'react-i18next';
import { useProjection, useProjectionSelector } from '../core-access/coreContext';
import { useCompanyName } from '../core-access/useCompanyName';
import { formatOffset, oddsFormat } from '../components/preferenceOptions';
import { TopEvents } from '../live/TopEvents';

/** The shell's welcome page with the top live and line events from the feed (src/ui/live). */
export function HomePage() {
  const { t } = useTranslation();
  const company = useCompanyName() ?? '';
  const preferences = useProjection('preferences');
  const host = useProjectionSelector('runtime', (r) => r.host);
  const storage = useProjectionSelector('runtime', (r) => r.storage);
  const tabs = useProjectionSelector('runtime', (r) => r.tabs);

  return (
    <section className="page home" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title', { company })}</h1>
      <p className="lead">{t('home.intro')}</p>
      <TopEvents />

      <div className="cards">
        <section className="card" aria-labelledby="home-settings" data-testid="settings-summary">
          <h2 id="home-settings">{t('home.summary_title')}</h2>
          {preferences && (
            <dl className="summary">
              <dt>{t('settings.field.coefViewId')}</dt>
              <dd data-testid="summary-coefViewId">{t(`odds_format.${oddsFormat(preferences.coefViewId).key}`)}</dd>
              <dt>{t('settings.field.appTheme')}</dt>
              <dd data-testid="summary-appTheme">{t(preferences.appTheme === 1 ? 'theme.dark' : 'theme.light')}</dd>
              <dt>{t('settings.field.appViewType')}</dt>
              <dd data-testid="summary-appViewType">{t(preferences.appViewType === 1 ? 'view.asian' : 'view.european')}</dd>
              <dt>{t('settings.field.fontSize')}</dt>
              <dd>{t(`font_size.${preferences.fontSize}`)}</dd>
              <dt>{t('settings.field.compactView')}</dt>
              <dd>{t(preferences.compactView ? 'common.on' : 'common.off')}</dd>
              <dt>{t('settings.field.timeZone')}</dt>
              <dd>{t('time_zone.option', { offset: formatOffset(preferences.timeZone) })}</dd>
              <dt>{t('settings.field.is12h')}</dt>
              <dd>{t(preferences.is12h ? 'common.on' : 'common.off')}</dd>
            </dl>
          )}
          <p className="hint">{t('home.summary_hint')}</p>
        </section>

        {host && (
          <section className="card" aria-labelledby="home-runtime" data-testid="runtime-summary">
            <h2 id="home-runtime">{t('home.runtime_title')}</h2>
            <p data-testid="runtime-host" data-host={host}>
              {t(`home.host.${host}`)}
            </p>
            {storage && <p data-testid="runtime-storage">{t(`home.storage.${storage}`)}</p>}
            {tabs !== undefined && <p>{t('home.tabs', { count: tabs })}</p>}
          </section>
        )}
      </div>
    </section>
  );
}
