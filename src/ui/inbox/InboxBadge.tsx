import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectionSelector } from '../core-access/coreContext';
import { buttonClass } from '../design/Button';
import { Icon } from '../design/Icon';
import './inboxBadge.css';

/** The header's link to the inbox with the unread count every tab shares (the worker's messages projection). */
export function InboxBadge({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const unread = useProjectionSelector('messages', (v) => v.unread) ?? 0;
  return (
    <Link
      to={`/${lang}/office/messages`}
      className={buttonClass('ghost-on-dark', 'md', 'inbox-badge')}
      data-testid="inbox-badge"
      aria-label={unread > 0 ? t('inbox.badge_unread', { n: unread }) : t('inbox.title')}
    >
      <Icon name="mail" />
      {unread > 0 && (
        <span className="inbox-badge__count" data-testid="inbox-badge-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
