import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionProjection } from '../../protocol/session';
import { isRejection } from '../../protocol/rejections';
import { AccountSwitcher } from './AccountSwitcher';
import { Modal } from '../design/Modal';
import './session.css';
import { formatBalance } from './money';
import { SecuritySettings } from './SecuritySettings';
import { useSessionRequest } from './useSession';

/** A signed-in player's header controls: login, balance (hidden on request), accounts, security and logout with its confirmation. */
export function SignedInControls({ session, lang }: { session: SessionProjection; lang: string }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const navigate = useNavigate();
  const hidden = session.config?.user_hide_balance ?? false;
  const active = session.activeAccount;

  async function logout() {
    setConfirmLogout(false);
    const answer = await request({ kind: 'logout' });
    // SPEC 4: home after a logout; a failed disconnect reloads the page.
    if (isRejection(answer)) window.location.reload();
    else navigate(`/${lang}`);
  }

  return (
    <>
      <span data-testid="user-login">{session.login}</span>
      {active && (
        <span className="session-balance" data-testid="balance">
          {hidden ? '•••' : formatBalance(active, lang)}
        </span>
      )}
      <button
        type="button"
        data-testid="hide-balance"
        aria-pressed={hidden}
        onClick={() => void request({ kind: 'hideBalance', hide: !hidden })}
      >
        {t(hidden ? 'session.header.show_balance' : 'session.header.hide_balance')}
      </button>
      <AccountSwitcher session={session} lang={lang} hidden={hidden} />
      <SecuritySettings session={session} />
      <button type="button" data-testid="logout-button" onClick={() => setConfirmLogout(true)}>
        {t('session.header.logout')}
      </button>
      {confirmLogout && (
        <Modal title={t('session.logout.title')} onClose={() => setConfirmLogout(false)} testId="logout-confirm">
          <p>{t('session.logout.question')}</p>
          <div className="session-actions">
            <button type="button" data-testid="logout-confirm-yes" onClick={() => void logout()}>
              {t('session.logout.confirm')}
            </button>
            <button type="button" onClick={() => setConfirmLogout(false)}>
              {t('session.common.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
