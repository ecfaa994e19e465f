import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceNoticeAt, maintenanceTextLanguage, nextNoticeChange } from '../../core/routing/maintenance';
import type { SiteConfigProjection } from '../../protocol/api';
import type { MaintenanceInfo } from '../../protocol/schemas/siteConfig';
import { useProjectionSelector } from '../core-access/coreContext';
import { formatMoment } from './maintenanceTexts';
import { useVisitorClock } from './useVisitorClock';

function selectMaintenance(site: SiteConfigProjection): MaintenanceInfo | undefined {
  return site.status === 'ready' ? site.config.maintenance : undefined;
}

/** Timers cannot wait longer than this (about 24.8 days); a later boundary is simply looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The current time, read again at the next moment the maintenance notice may change (a page left open shows and hides it on time). */
function useNoticeClock(info: MaintenanceInfo | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!info) return;
    const next = nextNoticeChange(info, now);
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - now, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [info, now]);
  return now;
}

/**
 * SPEC 8: a warning in the main layout while a planned maintenance is
 * announced (config maintenance notify_started_at..notify_ended_at), stating
 * its start and finish in the visitor's time zone and hour cycle, in the
 * Russian-type texts for az, kz, uk and ru and English for the others.
 */
export function MaintenanceNotice({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const info = useProjectionSelector('siteConfig', selectMaintenance);
  const clock = useVisitorClock();
  const now = useNoticeClock(info);
  const [dismissed, setDismissed] = useState(false);
  const notice = info ? maintenanceNoticeAt(info, now) : null;
  if (!notice || dismissed) return null;
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
