import { clockText } from '../../core/format';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rejection } from '../../protocol/rejections';
import type { SessionOutcome } from '../../protocol/session';
import { RETRY_AFTER_PARAM } from '../../protocol/constants/session';

/** A code that went out: when it stops working and when the server takes another (epoch ms). */
export interface SentCode {
  readonly expiresAt: number;
  readonly resendAt: number;
}

/** The server's wait of a refusal (Retry-After), in seconds, when it gave one. */
export function retryAfterOf(rejection: Rejection): number | null {
  const value = rejection.params?.[RETRY_AFTER_PARAM];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Whole seconds until `until` (0 once it is past or null), ticking once a
 * second. A display countdown only: what the code may do is the server's
 * to decide, so this reads the tab's clock and nothing depends on it but text.
 */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The state of a form that sends codes: the last code sent, and a refusal's
 * Retry-After turned into the time the next send is allowed.
 */
export function useSentCode() {
  const [sent, setSent] = useState<SentCode | null>(null);
  const onSent = useCallback((outcome: SessionOutcome) => {
    if (outcome.kind !== 'codeSent') return;
    // No resendAt from the server: no known wait, "Send again" is offered at once.
    setSent({ expiresAt: outcome.expiresAt, resendAt: outcome.resendAt ?? Date.now() });
  }, []);
  const onRefused = useCallback((rejection: Rejection) => {
    const wait = retryAfterOf(rejection);
    if (wait !== null) setSent((was) => (was ? { ...was, resendAt: Date.now() + wait * 1000 } : was));
  }, []);
  return { sent, onSent, onRefused, reset: useCallback(() => setSent(null), []) };
}

/** Under a code field: how long the code still works, then "Send again" once the server takes another. */
export function CodeTimer({ sent, busy, onResend }: { sent: SentCode; busy: boolean; onResend: () => void }) {
  const { t } = useTranslation();
  const codeLeft = useSecondsLeft(sent.expiresAt);
  const waitLeft = useSecondsLeft(sent.resendAt);
  return (
    <div className="session-code-timer">
      {/* Ticking text is not announced every second; the button appearing is. */}
      <p className="session-hint" aria-live="off" data-testid="code-expires">
        {codeLeft > 0 ? t('session.code.expires_in', { time: clockText(codeLeft) }) : t('session.code.expired')}
      </p>
      {waitLeft > 0 ? (
        <p className="session-hint" aria-live="off" data-testid="code-resend-wait">
          {t('session.code.resend_in', { time: clockText(waitLeft) })}
        </p>
      ) : (
        <button type="button" className="link" disabled={busy} onClick={onResend} data-testid="code-resend">
          {t('session.code.send_again')}
        </button>
      )}
    </div>
  );
}
