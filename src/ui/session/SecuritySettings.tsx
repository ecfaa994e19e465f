import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionProjection } from '../../protocol/session';
import { sessionErrorText } from './errorText';
import { useSessionRequest } from './useSession';

/** The refusal of POST /user/config/update when the account has nowhere to send codes to. */
const TWO_FACTOR_FIELD = 'field.enable_two_factor_auth';

/**
 * The signed-in player's security settings in the header's account menu:
 * two-step sign-in on or off (SPEC 3 User config protection_methods). The
 * switch shows what the server's config says, never a guess, and is busy
 * while the change is on its way.
 */
export function SecuritySettings({ session }: { session: SessionProjection }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const config = session.config;
  if (!config) return null;
  const on = config.protection_methods.enable_two_factor_auth;

  async function toggle() {
    setBusy(true);
    setError(null);
    const answer = await request({ kind: 'setTwoFactor', enable: !on });
    setBusy(false);
    if ('rejected' in answer) setError(answer.params?.[TWO_FACTOR_FIELD] !== undefined ? t('session.security.needs_contact') : sessionErrorText(t, answer));
  }

  return (
    <details className="session-accounts__manage" data-testid="security">
      <summary data-testid="security-open">{t('session.security.title')}</summary>
      <div className="session-accounts__panel">
        <label className="session-check">
          <input type="checkbox" role="switch" checked={on} aria-checked={on} aria-describedby={hintId} disabled={busy} onChange={() => void toggle()} data-testid="two-factor-switch" />{' '}
          {t('session.security.two_factor')}
        </label>
        <p id={hintId} className="session-hint">
          {t(on ? 'session.security.two_factor_on' : 'session.security.two_factor_off')}
        </p>
        {busy && (
          <p role="status" className="session-hint">
            {t('session.security.saving')}
          </p>
        )}
        {error && (
          <p role="alert" className="session-form__error" data-testid="security-error">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}
