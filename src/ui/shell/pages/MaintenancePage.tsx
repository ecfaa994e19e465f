import { useTranslation } from 'react-i18next';
import type { SiteConfigProjection } from '../../../protocol/api';
import { useProjectionSelector } from '../../core-access/coreContext';
import type { PageProps } from '../../core-access/pageProps';
import { epochMs, maintenanceTextLanguage } from '../../../core/routing/maintenance';
import { formatMoment } from '../maintenanceTexts';
import { useVisitorClock } from '../useVisitorClock';

function selectMaintenance(site: SiteConfigProjection) {
  return site.status === 'ready' ? site.config.maintenance : undefined;
}

/** SPEC 4, 8: the maintenance page, in the Russian-type or English texts, stating start and finish when known. */
export function MaintenancePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const maintenance = useProjectionSelector('siteConfig', selectMaintenance);
  const clock = useVisitorClock();
  const lng = maintenanceTextLanguage(resolution.language);
  const start = formatMoment(epochMs(maintenance?.started_at), lng, clock);
  const end = formatMoment(epochMs(maintenance?.ended_at), lng, clock);
  return (
    <section
      className="page page--centered shell-status"
      data-testid="maintenance-page"
      lang={lng}
      aria-labelledby="shell-maintenance-title"
    >
      <h1 id="shell-maintenance-title">{t('shell.maintenance.title', { lng })}</h1>
      <p>{t('shell.maintenance.body', { lng })}</p>
      {(start || end) && (
        <p data-testid="maintenance-window">
          {start && t('shell.maintenance.start', { lng, time: start })} {end && t('shell.maintenance.end', { lng, time: end })}
        </p>
      )}
    </section>
  );
}
