import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/LoadingState';
import { requestLogin } from '../../core-access/loginRequest';
import type { PageProps } from '../../core-access/pageProps';
import { Button } from '../../design/Button';
import { useSession } from '../../session/useSession';
import { SecurityRefreshContext } from './refresh';
import { SECURITY_SECTIONS } from './sections';
import { useSecurityTexts } from '../../security/useSecurityTexts';
import './security.css';

/**
 * office/security: the sections of SECURITY_SECTIONS in order (two-step
 * sign-in, signed-in devices, account activity). It paints what the server
 * answers through the worker; every rule (what is logged, whose sessions
 * end) is the server's.
 */
export function SecurityPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const textsReady = useSecurityTexts();
  const session = useSession();
  const titleId = useId();
  const [round, setRound] = useState(0);
  const changed = useCallback(() => setRound((n) => n + 1), []);
  const refresh = useMemo(() => ({ round, changed }), [round, changed]);
  if (!textsReady || !session || session.status === 'checking') return <LoadingState />;
  if (session.status !== 'signedIn')
    return (
      <section className="page security-page" data-testid="security-page" data-state="guest">
        <p>{t('security.page.sign_in_needed')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('security.page.sign_in')}
        </Button>
      </section>
    );
  return (
    <section className="page security-page" data-testid="security-page" data-state="signed-in" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('security.page.title')}</h1>
      <p className="security-hint">{t('security.page.intro')}</p>
      <SecurityRefreshContext.Provider value={refresh}>
        {SECURITY_SECTIONS.map(({ id, titleKey, Component }) => (
          <section
            key={id}
            id={`security-${id}`}
            className="security-section card"
            data-testid={`security-section-${id}`}
            aria-labelledby={`${titleId}-${id}`}
          >
            <h2 id={`${titleId}-${id}`}>{t(titleKey)}</h2>
            <Component lang={resolution.language} />
          </section>
        ))}
      </SecurityRefreshContext.Provider>
    </section>
  );
}
