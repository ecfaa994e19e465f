import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MESSAGE_BODY_PARAM, NOTIFICATION_KIND_SPECS, type NotificationKind } from '../../protocol/constants/notifications';
import type { NotificationView } from '../../protocol/notifications';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { firstSegment, isLanguageSegment } from '../core-access/languagePath';
import { Icon } from '../design/Icon';
import { thisBuild } from '../apps/newBuild';
import { reloadToUpdate } from '../apps/reloadToUpdate';
import { MaintenanceNoticeBody } from './MaintenanceNoticeBody';
import './notifications.css';

/** A link of the queue is after /{lng} (a kind's default) or already a whole path of the site (a message's: /en/...). */
function href(lang: string, link: string): string {
  return /^\/[a-z]{2}(\/|$)/.test(link) ? link : `/${lang}${link}`;
}

/** The test ids of notices older than the queue, kept so their end-to-end tests keep their meaning. */
const OLD_TEST_IDS: Partial<Record<NotificationKind, { readonly text: string; readonly action: string }>> = {
  updateAvailable: { text: 'app-update', action: 'app-update-reload' },
};

/**
 * The shared queue's shown notifications (the `notifications` projection),
 * as toasts of the page's one notification region (Toaster). They close by
 * the worker's clock, not Radix's (duration Infinity): a close here is a
 * dismissal for every tab. A shadow notification does not pop up: it is a
 * quiet line, neither announced nor timed.
 */
export function SharedNotifications() {
  const projection = useProjection('notifications');
  const dispatch = useDispatch();
  const { t, i18n } = useTranslation();
  // The page's own language (an az page reads the maintenance warning in Russian), not only the one its texts are in.
  const segment = firstSegment(useLocation().pathname);
  const lang = isLanguageSegment(segment) ? segment : i18n.language;
  if (!projection || projection.shown.length === 0) return null;
  const dismiss = (id: string) => void dispatch({ type: 'notifications/dismiss', payload: { id } });
  const popping = projection.shown.filter((n) => n.lane !== 'shadow' && concernsThisTab(n));
  const shadow = projection.shown.filter((n) => n.lane === 'shadow');
  return (
    <>
      {popping.map((n) => (
        <Toast.Root
          key={n.id}
          className={`toast notification notification--${NOTIFICATION_KIND_SPECS[n.kind].tone}`}
          type={NOTIFICATION_KIND_SPECS[n.kind].tone === 'error' ? 'foreground' : 'background'}
          duration={Infinity}
          onOpenChange={(open) => !open && dismiss(n.id)}
          data-testid={`notification-${n.kind}`}
          data-notification-id={n.id}
        >
          {n.kind === 'maintenance' && !n.params[MESSAGE_BODY_PARAM] ? (
            <MaintenanceNoticeBody n={n} lang={lang} />
          ) : (
            <Body n={n} lang={lang} onFollow={() => dismiss(n.id)} />
          )}
          <Toast.Close className="button button--ghost icon-button button--sm toast__close" aria-label={t('notifications.close')}>
            <Icon name="x" size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      {shadow.length > 0 && (
        <ul className="notification-shadow" aria-label={t('notifications.shadow')}>
          {shadow.map((n) => (
            <li key={n.id} className="notification-shadow__item" data-testid={`notification-${n.kind}`}>
              <Body n={n} lang={lang} onFollow={() => dismiss(n.id)} quiet />
              <button
                type="button"
                className="button button--ghost icon-button button--sm"
                aria-label={t('notifications.close')}
                onClick={() => dismiss(n.id)}
              >
                <Icon name="x" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {projection.queued > 0 && (
        <p className="notification-waiting" data-testid="notifications-waiting">
          {t('notifications.waiting', { number: projection.queued })}
        </p>
      )}
    </>
  );
}

/** The update warning names the build that needs replacing: a tab already running another one has nothing to reload. */
function concernsThisTab(n: NotificationView): boolean {
  return n.kind !== 'updateAvailable' || n.params.build === undefined || n.params.build === thisBuild();
}

function Body({ n, lang, onFollow, quiet }: { n: NotificationView; lang: string; onFollow: () => void; quiet?: boolean }) {
  const { t } = useTranslation();
  const base = `notifications.kind.${n.kind}`;
  const title = t(`${base}.title`, n.params);
  const own = n.params[MESSAGE_BODY_PARAM];
  const body = typeof own === 'string' && own !== '' ? own : t(`${base}.body`, n.params);
  const spec = NOTIFICATION_KIND_SPECS[n.kind];
  const action = spec.texts.includes('action') ? t(`${base}.action`) : t('notifications.open');
  const ids = OLD_TEST_IDS[n.kind];
  return (
    <div className="toast__text" data-testid={ids?.text}>
      {quiet ? <p className="toast__title">{title}</p> : <Toast.Title className="toast__title">{title}</Toast.Title>}
      {quiet ? <p className="notification__body">{body}</p> : <Toast.Description className="notification__body">{body}</Toast.Description>}
      {spec.action === 'reload' ? (
        // A tab whose build is gone or replaced needs the new one: the reload (after a waiting service worker takes over)
        // is the way, and it closes nothing for the other tabs.
        <button
          type="button"
          className="button button--primary button--sm notification__action"
          data-testid={ids?.action}
          onClick={() => reloadToUpdate()}
        >
          {action}
        </button>
      ) : (
        n.link && (
          <Link className="button button--primary button--sm notification__action" to={href(lang, n.link)} onClick={onFollow}>
            {action}
          </Link>
        )
      )}
    </div>
  );
}
