import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { SecurityEvent } from '../../../protocol/schemas/security';
import { visitorDateTimeFormat } from '../../components/visitorTime';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { Skeleton } from '../../design/Skeleton';
import { useVisitorClock } from '../../shell/useVisitorClock';
import { eventDetailText } from './eventText';
import type { SecuritySectionProps } from './sectionTypes';
import { useSecurityEvents } from './useSecurityData';

/**
 * The audit log: what happened to the account, when, from which device and
 * address, newest first, a page at a time. One table: on a phone each row
 * is laid out as a card (security.css), its cells labelled.
 */
export function ActivitySection({ lang }: SecuritySectionProps) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const { state, more, reload } = useSecurityEvents();

  if (state.status === 'loading')
    return (
      <div data-testid="security-activity" data-state="loading" aria-busy="true">
        <Skeleton shape="row" />
        <Skeleton shape="row" />
        <Skeleton shape="row" />
      </div>
    );
  if (state.status === 'failed')
    return (
      <div data-testid="security-activity" data-state="error" role="alert" className="security-error">
        <p>{t('security.load_failed')}</p>
        <Button onClick={reload}>{t('security.retry')}</Button>
      </div>
    );
  const { events, nextBefore, more: older } = state.value;
  if (events.length === 0)
    return (
      <div data-testid="security-activity" data-state="empty">
        <EmptyState compact title={t('security.activity.empty')} />
      </div>
    );

  const when = visitorDateTimeFormat(lang, clock, 'medium');
  const money = (minor: number, iso: string) => formatMoney(minor, iso, currencyDigits(iso), lang);
  return (
    <div data-testid="security-activity" data-state="ready">
      <table className="security-log" data-testid="security-log">
        <caption className="visually-hidden">{t('security.activity.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('security.activity.when')}</th>
            <th scope="col">{t('security.activity.event')}</th>
            <th scope="col">{t('security.activity.device')}</th>
            <th scope="col">{t('security.address')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <EventRow key={event.id} event={event} at={when.format(new Date(event.at))} detail={eventDetailText(t, event, money)} />
          ))}
        </tbody>
      </table>
      {older === 'failed' && (
        <p role="alert" className="inline-error">
          {t('security.load_failed')}
        </p>
      )}
      {nextBefore !== null && (
        <Button onClick={more} disabled={older === 'loading'} data-testid="security-activity-more">
          {older === 'loading' ? t('security.activity.loading_more') : t('security.activity.more')}
        </Button>
      )}
    </div>
  );
}

function EventRow({ event, at, detail }: { event: SecurityEvent; at: string; detail: string | null }) {
  const { t } = useTranslation();
  const warning = event.kind === 'sign_in_failed' || event.kind === 'new_device';
  return (
    <tr data-testid="security-event" data-kind={event.kind} className={warning ? 'security-log__row--warning' : undefined}>
      <td data-label={t('security.activity.when')}>{at}</td>
      <td data-label={t('security.activity.event')}>
        <span className="security-log__kind">{t(`security.kind.${event.kind}`)}</span>
        {detail && <span className="security-log__detail">{detail}</span>}
        {event.thisSession && <span className="badge security-log__this">{t('security.activity.this_session')}</span>}
      </td>
      <td data-label={t('security.activity.device')}>
        <bdi>{event.device ?? t('security.unknown_device')}</bdi>
      </td>
      <td data-label={t('security.address')}>
        <bdi dir="ltr">{event.ip ?? t('security.unknown_address')}</bdi>
      </td>
    </tr>
  );
}
