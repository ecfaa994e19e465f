import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../core-access/pageProps';
import { formatMoment } from '../maintenanceTexts';
import { useVisitorClock } from '../useVisitorClock';

/** SPEC 4, 8: the maintenance page, in the texts maintenanceTextLanguage picks, stating start and finish when known. */
export function MaintenancePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  // The route answer of the maintenance page always carries its window; English with no times otherwise.
  const planned = resolution.maintenance ?? { textLanguage: 'en', startsAt: null, finishesAt: null };
  const lng = planned.textLanguage;
  const start = formatMoment(planned.startsAt, lng, clock);
  const end = formatMoment(planned.finishesAt, lng, clock);
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
