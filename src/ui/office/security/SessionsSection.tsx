import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejection } from '../../../protocol/rejections';
import type { SecuritySession } from '../../../protocol/schemas/security';
import { visitorDateTimeFormat } from '../../components/visitorTime';
import { Button } from '../../design/Button';
import { Modal } from '../../design/Modal';
import { Skeleton } from '../../design/Skeleton';
import { sessionErrorText } from '../../session/errorText';
import { useSessionRequest } from '../../session/useSession';
import { useVisitorClock } from '../../shell/useVisitorClock';
import type { SecuritySectionProps } from './sectionTypes';
import { useSecurityRefresh } from './refresh';
import { useSecuritySessions } from './useSecurityData';

/**
 * The devices signed in to the account (browser and system, address, when
 * signed in and last active; this one marked) and "Sign out other sessions"
 * behind a confirmation. The server ends them at once; the list is read again.
 */
export function SessionsSection({ lang }: SecuritySectionProps) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const clock = useVisitorClock();
  const { state, reload } = useSecuritySessions();
  const { changed } = useSecurityRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function endOthers() {
    setAsking(false);
    setBusy(true);
    setOutcome(null);
    const answer = await request({ kind: 'endSessions' });
    setBusy(false);
    if (isRejection(answer)) return setOutcome({ tone: 'error', text: sessionErrorText(t, answer) });
    const ended = 'outcome' in answer && answer.outcome.kind === 'sessionsEnded' ? answer.outcome.ended : 0;
    setOutcome({ tone: 'ok', text: t('security.sessions.ended', { ended }) });
    changed();
  }

  if (state.status === 'loading')
    return (
      <div data-testid="security-sessions" data-state="loading" aria-busy="true">
        <Skeleton shape="row" />
        <Skeleton shape="row" />
      </div>
    );
  if (state.status === 'failed')
    return (
      <div data-testid="security-sessions" data-state="error" role="alert" className="security-error">
        <p>{t('security.load_failed')}</p>
        <Button onClick={reload}>{t('security.retry')}</Button>
      </div>
    );

  const when = visitorDateTimeFormat(lang, clock, 'medium');
  const sessions = state.value;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div data-testid="security-sessions" data-state="ready">
      <ul className="security-sessions">
        {sessions.map((s) => (
          <SessionItem key={s.id} session={s} format={(iso) => when.format(new Date(iso))} />
        ))}
      </ul>
      {others === 0 && <p className="security-hint">{t('security.sessions.no_others')}</p>}
      {outcome && (
        <p
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          className={outcome.tone === 'error' ? 'inline-error' : 'security-hint'}
          data-testid="security-sessions-outcome"
        >
          {outcome.text}
        </p>
      )}
      <Button variant="danger" disabled={busy || others === 0} onClick={() => setAsking(true)} data-testid="security-end-others">
        {busy ? t('security.sessions.ending') : t('security.sessions.end_others')}
      </Button>
      {asking && (
        <Modal
          title={t('security.sessions.confirm_title')}
          onClose={() => setAsking(false)}
          testId="security-end-others-dialog"
          size="sm"
          initialFocus="button"
          footer={
            <>
              <Button onClick={() => setAsking(false)} data-testid="security-end-others-cancel">
                {t('security.sessions.cancel')}
              </Button>
              <Button variant="danger" onClick={() => void endOthers()} data-testid="security-end-others-confirm">
                {t('security.sessions.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('security.sessions.confirm_body', { others })}</p>
        </Modal>
      )}
    </div>
  );
}

function SessionItem({ session, format }: { session: SecuritySession; format: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <li className="security-session" data-testid="security-session" data-current={session.current ? 'true' : 'false'}>
      <p className="security-session__device">
        <bdi>{session.device ?? t('security.unknown_device')}</bdi>
        {session.current && <span className="badge security-session__this">{t('security.sessions.this_device')}</span>}
      </p>
      <p className="security-session__facts">
        <span>
          {t('security.address')}: <bdi dir="ltr">{session.ip ?? t('security.unknown_address')}</bdi>
        </span>
        <span>{t('security.sessions.signed_in_at', { when: format(session.createdAt) })}</span>
        <span>{t('security.sessions.last_seen_at', { when: format(session.lastSeenAt) })}</span>
      </p>
    </li>
  );
}
