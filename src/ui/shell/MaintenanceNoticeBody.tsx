import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceTextLanguage } from '../../core/format';
import type { MaintenanceNoticeView } from '../../protocol/api';
import { formatMoment } from './maintenanceTexts';
import { useVisitorClock } from './useVisitorClock';

/**
 * SPEC 8: a warning in the main layout while a planned maintenance is
 * announced (config maintenance notify_started_at..notify_ended_at), stating
 * its start and finish in the visitor's time zone and hour cycle, in the
 * language maintenanceTextLanguage picks (the page's own when it has texts).
 */
export function MaintenanceNoticeBody({ lang, notice }: { lang: string; notice: MaintenanceNoticeView }) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const lng = maintenanceTextLanguage(lang);
  const start = formatMoment(notice.startsAt, lng, clock);
  const end = formatMoment(notice.finishesAt, lng, clock);
  return (
    <div className="shell-maintenance-notice" role="status" data-testid="maintenance-notice" lang={lng}>
      <p>
        <strong>{t('shell.maintenance.notice_title', { lng })}</strong>{' '}
        <span data-testid="maintenance-notice-window">
          {start && end ? t('shell.maintenance.notice_window', { lng, start, end }) : t('shell.maintenance.notice_soon', { lng })}
        </span>
      </p>
      <button
        type="button"
        className="shell-maintenance-notice__close"
        onClick={() => setDismissed(true)}
        aria-label={t('shell.maintenance.notice_close', { lng })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
