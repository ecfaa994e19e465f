import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { maintenanceTextLanguage } from '../../core/format';
import type { NotificationView } from '../../protocol/notifications';
import { formatMoment } from '../shell/maintenanceTexts';
import { useVisitorClock } from '../shell/useVisitorClock';

const moment = (value: string | number | undefined): number | null => (typeof value === 'number' ? value : null);

/**
 * SPEC 8's warning before a planned maintenance (kind `maintenance`, raised
 * by the worker's rule from the site config): the window's start and finish
 * in the visitor's time zone and hour cycle, in the language
 * maintenanceTextLanguage picks for the page (Russian for az, kz, uk pages).
 */
export function MaintenanceNoticeBody({ n, lang }: { n: NotificationView; lang: string }) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const lng = maintenanceTextLanguage(lang);
  const start = formatMoment(moment(n.params.startsAt), lng, clock);
  const end = formatMoment(moment(n.params.finishesAt), lng, clock);
  return (
    <div className="toast__text" data-testid="maintenance-notice" lang={lng}>
      <Toast.Title className="toast__title">{t('shell.maintenance.notice_title', { lng })}</Toast.Title>
      <Toast.Description className="notification__body" data-testid="maintenance-notice-window">
        {start && end ? t('shell.maintenance.notice_window', { lng, start, end }) : t('shell.maintenance.notice_soon', { lng })}
      </Toast.Description>
    </div>
  );
}
