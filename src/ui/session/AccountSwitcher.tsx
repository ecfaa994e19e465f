import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejection, type Rejection } from '../../protocol/rejections';
import type { SessionAccepted, SessionProjection, SessionRequest } from '../../protocol/session';
import { sessionErrorText } from './errorText';
import { formatBalance } from './money';
import { useSessionRequest } from './useSession';
import { ACCOUNT_TYPE } from '../../protocol/constants/couponTypes';
import { useAccountName } from '../components/useAccountName';

/**
 * The header's accounts (SPEC 3, 4 Accounts): switch the active account, open
 * a currency account, remove an empty unused one. Each change sets the busy
 * flag in the worker, which then refreshes the list until it settles.
 */
export function AccountSwitcher({ session, lang, hidden }: { session: SessionProjection; lang: string; hidden: boolean }) {
  const { t } = useTranslation();
  const nameOf = useAccountName();
  const request = useSessionRequest();
  const [error, setError] = useState<string | null>(null);
  const [iso, setIso] = useState('');
  const accounts = session.accounts?.all_accounts ?? [];
  const available = session.accounts?.available_currencies ?? [];
  const active = session.activeAccount;
  const busy = session.accountsBusy;
  const removable = accounts.filter((a) => a.type === ACCOUNT_TYPE.currency && a.money === 0 && !a.isActive);
  const chosenIso = available.some((c) => c.iso === iso) ? iso : (available[0]?.iso ?? '');

  async function run(change: SessionRequest) {
    setError(null);
    const answer: SessionAccepted | Rejection = await request(change);
    if (isRejection(answer)) setError(sessionErrorText(t, answer));
  }

  if (accounts.length === 0) return null;
  return (
    <div className="session-accounts" data-testid="accounts" aria-busy={busy}>
      {accounts.length > 1 && (
        <select
          aria-label={t('session.header.account')}
          data-testid="account-switcher"
          value={active?.id ?? ''}
          disabled={busy}
          onChange={(e) => void run({ kind: 'switchAccount', id: Number(e.target.value) })}
        >
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {nameOf(a)} {hidden ? '' : `(${formatBalance(a, lang)})`}
            </option>
          ))}
        </select>
      )}
      {/* Shown in the balance menu's "manage" dialog: the switch here too, then opening and removing currency accounts. */}
      <div className="session-accounts__panel">
        {available.length > 0 ? (
          <div className="session-actions">
            <label>
              {t('session.accounts.currency')}{' '}
              <select data-testid="add-currency-iso" value={chosenIso} disabled={busy} onChange={(e) => setIso(e.target.value)}>
                {available.map((c) => (
                  <option key={c.iso} value={c.iso}>
                    {c.iso} {c.symbol}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              data-testid="add-currency"
              disabled={busy || chosenIso === ''}
              onClick={() => void run({ kind: 'addCurrency', iso: chosenIso })}
            >
              {t('session.accounts.add')}
            </button>
          </div>
        ) : (
          <p className="session-hint">{t('session.accounts.none_to_add')}</p>
        )}
        {removable.length > 0 && (
          <ul className="session-accounts__list">
            {removable.map((a) => (
              <li key={a.id}>
                {nameOf(a)}{' '}
                <button
                  type="button"
                  data-testid={`remove-currency-${a.iso}`}
                  disabled={busy}
                  aria-label={t('session.accounts.remove_named', { name: nameOf(a) })}
                  onClick={() => void run({ kind: 'removeCurrency', id: a.id })}
                >
                  {t('session.accounts.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {busy && (
          <p role="status" className="session-hint">
            {t('session.accounts.busy')}
          </p>
        )}
      </div>
      {error && (
        <span role="alert" className="session-form__error" data-testid="accounts-error">
          {error}
        </span>
      )}
    </div>
  );
}
