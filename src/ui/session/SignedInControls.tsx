import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SessionProjection } from '../../protocol/session';
import { isRejection } from '../../protocol/rejections';
import { AccountSwitcher } from './AccountSwitcher';
import { InboxBadge } from '../inbox/InboxBadge';
import { buttonClass } from '../design/Button';
import { Icon } from '../design/Icon';
import { Menu, MenuItem, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuSeparator } from '../design/Menu';
import { Modal } from '../design/Modal';
import { useAccountName } from '../components/useAccountName';
import './session.css';
import { formatBalance } from './money';
import { sessionErrorText } from './errorText';
import { SecuritySettings } from './SecuritySettings';
import { useSessionRequest } from './useSession';
import { useProjectionSelector } from '../core-access/coreContext';

/**
 * A signed-in player's header: the balance menu (the accounts to switch to,
 * hide or show the balance, manage currency accounts), the deposit button
 * and the profile menu (security with two-step sign-in, sign out with its
 * confirmation). Both menus are Radix menus, one open at a time (exclusive.ts).
 */
export function SignedInControls({ session, lang }: { session: SessionProjection; lang: string }) {
  const { t } = useTranslation();
  const nameOf = useAccountName();
  const request = useSessionRequest();
  const [dialog, setDialog] = useState<'accounts' | 'security' | 'logout' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const hidden = session.config?.user_hide_balance ?? false;
  const active = session.activeAccount;
  const accounts = session.accounts?.all_accounts ?? [];
  const busy = session.accountsBusy;
  const close = () => setDialog(null);
  const unread = useProjectionSelector('messages', (v) => v.unread) ?? 0;

  async function logout() {
    close();
    const answer = await request({ kind: 'logout' });
    // SPEC 4: home after a logout; a failed disconnect reloads the page.
    if (isRejection(answer)) window.location.reload();
    else navigate(`/${lang}`);
  }

  async function switchTo(id: number) {
    setError(null);
    const answer = await request({ kind: 'switchAccount', id });
    if (isRejection(answer)) setError(sessionErrorText(t, answer));
  }

  return (
    <>
      <Menu
        id="header-balance"
        label={t('session.header.balance_menu')}
        testId="balance-menu"
        trigger={
          <button
            type="button"
            className={buttonClass('ghost-on-dark', 'md', 'session-balance')}
            data-testid="balance-button"
            aria-busy={busy}
          >
            <Icon name="wallet" />
            <span data-testid="balance">{active ? (hidden ? '•••' : formatBalance(active, lang)) : ''}</span>
            {/* Until the accounts arrive the button shows no amount: it still needs a name. */}
            {!active && <span className="visually-hidden">{t('session.header.balance_menu')}</span>}
            <Icon name="chevron-down" size={14} />
          </button>
        }
      >
        {accounts.length > 0 && (
          <>
            <MenuLabel>{t('session.header.account')}</MenuLabel>
            <MenuRadioGroup value={String(active?.id ?? '')} onValueChange={(id) => void switchTo(Number(id))}>
              {accounts.map((a) => (
                <MenuRadioItem key={a.id} value={String(a.id)} disabled={busy} data-testid={`account-item-${a.id}`}>
                  <span className="menu__text">{nameOf(a)}</span>
                  {!hidden && <span className="menu__meta">{formatBalance(a, lang)}</span>}
                </MenuRadioItem>
              ))}
            </MenuRadioGroup>
            <MenuSeparator />
          </>
        )}
        <MenuItem data-testid="hide-balance" onSelect={() => void request({ kind: 'hideBalance', hide: !hidden })}>
          {t(hidden ? 'session.header.show_balance' : 'session.header.hide_balance')}
        </MenuItem>
        <MenuItem data-testid="accounts-manage" onSelect={() => setDialog('accounts')}>
          {t('session.accounts.manage')}
        </MenuItem>
      </Menu>
      <Link to={`/${lang}/office/recharge`} className={buttonClass('accent', 'md', 'session-deposit')} data-testid="deposit-link">
        <Icon name="plus" />
        {t('session.header.deposit')}
      </Link>
      <InboxBadge lang={lang} />
      <Menu
        id="header-profile"
        label={t('session.header.profile_menu')}
        testId="profile-menu"
        trigger={
          <button
            type="button"
            className={buttonClass('ghost-on-dark', 'md', 'session-profile')}
            data-testid="profile-button"
            aria-label={`${t('session.header.profile_menu')}: ${session.login}`}
          >
            <Icon name="circle-user" />
            <span className="session-profile__login" data-testid="user-login">
              {session.login}
            </span>
            <Icon name="chevron-down" size={14} />
          </button>
        }
      >
        <MenuLabel>{session.login}</MenuLabel>
        <MenuItem data-testid="security-open" onSelect={() => setDialog('security')}>
          <Icon name="shield-check" />
          {t('session.security.title')}
        </MenuItem>
        {/* The inbox from the profile menu too: on the phone the header has no room for its link. */}
        <MenuItem data-testid="inbox-open" onSelect={() => void navigate(`/${lang}/office/messages`)}>
          <Icon name="mail" />
          {t('inbox.title')}
          {unread > 0 && <span className="menu__meta">{unread}</span>}
        </MenuItem>
        {/* DESIGN "Regulation": the limits are one click from the header's menu, on every page and on the phone. */}
        <MenuItem data-testid="limits-open" onSelect={() => void navigate(`/${lang}/office/responsible`)}>
          <Icon name="shield-half" />
          {t('session.limits_link')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem data-testid="logout-button" onSelect={() => setDialog('logout')}>
          <Icon name="log-out" />
          {t('session.header.logout')}
        </MenuItem>
      </Menu>
      {error && (
        <span role="alert" className="session-form__error" data-testid="accounts-error">
          {error}
        </span>
      )}
      {dialog === 'accounts' && (
        <Modal title={t('session.accounts.manage')} onClose={close} testId="accounts-dialog">
          <AccountSwitcher session={session} lang={lang} hidden={hidden} />
        </Modal>
      )}
      {dialog === 'security' && (
        <Modal title={t('session.security.title')} onClose={close} testId="security-dialog">
          <SecuritySettings session={session} />
        </Modal>
      )}
      {dialog === 'logout' && (
        <Modal title={t('session.logout.title')} onClose={close} testId="logout-confirm">
          <p>{t('session.logout.question')}</p>
          <div className="session-actions">
            <button type="button" className={buttonClass('primary')} data-testid="logout-confirm-yes" onClick={() => void logout()}>
              {t('session.logout.confirm')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={close}>
              {t('session.common.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
