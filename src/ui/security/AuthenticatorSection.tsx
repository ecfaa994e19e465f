import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejection, type Rejection } from '../../protocol/rejections';
import type { SessionAccepted, SessionOutcome } from '../../protocol/session';
import { Field, FormError } from '../session/Field';
import { useSessionRequest } from '../session/useSession';
import { RecoveryCodes } from './RecoveryCodes';
import { securityErrorText } from './securityError';
import { useSecurityTexts } from './useSecurityTexts';
import { useStepUp } from './useStepUp';
import './security.css';

type Status = Extract<SessionOutcome, { kind: 'totpStatus' }>;
type Setup = Extract<SessionOutcome, { kind: 'totpSetup' }>;
type Answer = SessionAccepted | Rejection;

/**
 * Two-step by an authenticator app in the security dialog (and the office's
 * security page): set up (QR code, the secret for typing in, the first code
 * confirms), the recovery codes shown once, new ones, and off. What is on is
 * what the server says; setting up, new codes and off ask for a step-up first.
 */
export function AuthenticatorSection() {
  const ready = useSecurityTexts();
  const { t } = useTranslation();
  const request = useSessionRequest();
  const stepUp = useStepUp();
  const titleId = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const answer = await request({ kind: 'totpStatus' });
    if (isRejection(answer)) return setError(securityErrorText(t, answer));
    if (answer.outcome.kind === 'totpStatus') setStatus(answer.outcome);
  }, [request, t]);

  useEffect(() => {
    void load();
  }, [load]);

  /** A call that may ask for a step-up; answers its outcome, or null after saying why it failed. */
  async function act(call: () => Promise<Answer>): Promise<SessionOutcome | null> {
    setBusy(true);
    setError(null);
    const answer = await stepUp.run(call);
    setBusy(false);
    if (!isRejection(answer)) return answer.outcome;
    // A dialog closed without stepping up is the player's choice, not an error to show.
    if (answer.code !== 'session.step_up_required') setError(securityErrorText(t, answer));
    return null;
  }

  async function startSetup() {
    const outcome = await act(() => request({ kind: 'totpSetup' }));
    if (outcome?.kind !== 'totpSetup') return;
    setSetup(outcome);
    setCode('');
    setCodeError(null);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) return setCodeError(t('security.setup.code_format'));
    setCodeError(null);
    setBusy(true);
    const answer = await request({ kind: 'totpConfirm', code });
    setBusy(false);
    if (isRejection(answer)) {
      const text = securityErrorText(t, answer);
      return answer.code === 'session.wrong_code' ? setCodeError(text) : setError(text);
    }
    if (answer.outcome.kind !== 'recoveryCodes') return;
    setSetup(null);
    setCodes(answer.outcome.codes);
    await load();
  }

  async function newCodes() {
    const outcome = await act(() => request({ kind: 'totpRecoveryCodes' }));
    if (outcome?.kind !== 'recoveryCodes') return;
    setCodes(outcome.codes);
    await load();
  }

  async function turnOff() {
    const outcome = await act(() => request({ kind: 'totpDisable' }));
    if (outcome?.kind === 'totpStatus') setStatus(outcome);
  }

  if (!ready) return null;
  return (
    <section className="security-section" aria-labelledby={titleId} data-testid="authenticator" aria-busy={busy}>
      <h3 id={titleId}>{t('security.authenticator.title')}</h3>
      {status === null && !error && <p role="status">{t('security.common.loading')}</p>}
      {status && !setup && !codes && (
        <>
          <p className="session-hint" data-testid="authenticator-state">
            {status.enabled ? t('security.authenticator.on', { left: status.recoveryCodesLeft }) : t('security.authenticator.off')}
          </p>
          <div className="security-row">
            {status.enabled ? (
              <>
                <button type="button" disabled={busy} onClick={() => void newCodes()} data-testid="authenticator-new-codes">
                  {t('security.authenticator.new_codes')}
                </button>
                <button type="button" disabled={busy} onClick={() => void turnOff()} data-testid="authenticator-off">
                  {t('security.authenticator.turn_off')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void startSetup()}
                data-testid="authenticator-setup"
              >
                {t('security.authenticator.set_up')}
              </button>
            )}
          </div>
        </>
      )}
      {setup && (
        <form className="security-form" onSubmit={(e) => void confirm(e)} noValidate data-testid="authenticator-setup-form">
          <p className="session-hint">{t('security.setup.scan')}</p>
          <img
            className="security-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t('security.setup.qr_alt')}
            data-testid="authenticator-qr"
          />
          <p className="session-hint">{t('security.setup.manual')}</p>
          <p className="security-secret" data-testid="authenticator-secret">
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
          <Field
            name="authenticator-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('security.setup.code')}
            value={code}
            error={codeError}
            onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
          />
          <div className="session-actions">
            <button type="submit" className="button button--primary" disabled={busy} data-testid="authenticator-confirm">
              {busy ? t('security.common.checking') : t('security.setup.confirm')}
            </button>
            <button type="button" disabled={busy} onClick={() => setSetup(null)} data-testid="authenticator-setup-cancel">
              {t('session.common.cancel')}
            </button>
          </div>
        </form>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      <FormError text={error} />
      {stepUp.dialog}
    </section>
  );
}
