import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QR_LOGIN_TOKEN_PARAM } from '../../../protocol/constants/qrLogin';
import { LoadingState } from '../../components/LoadingState';
import { requestLogin } from '../../core-access/loginRequest';
import type { PageProps } from '../../core-access/pageProps';
import { Button } from '../../design/Button';
import { useSession } from '../../session/useSession';
import { QrConfirmPanel } from './QrConfirmPanel';
import { QrShowPanel } from './QrShowPanel';
import { useOfficeSecurityTexts } from './texts';
import '../security/security.css';
import './officeSecurity.css';

/**
 * office/qr-login: opened with a code (`?t=`, the QR's link) it is the
 * scanning device's confirmation, signed in or not; without one, a signed-in
 * player's device shows a code for another device (a guest is asked to sign in).
 */
export function QrLoginPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useOfficeSecurityTexts();
  const session = useSession();
  // useLocation, not useSearchParams: the shell's router bundle already holds it, the first load does not grow.
  const { search } = useLocation();
  const titleId = useId();
  const token = new URLSearchParams(search).get(QR_LOGIN_TOKEN_PARAM);
  const lang = resolution.language;
  if (!ready || !session || session.status === 'checking') return <LoadingState />;
  return (
    <section className="page security-page" data-testid="qr-login-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('officeSecurity.qr.title')}</h1>
      <div className="security-section card">
        {token ? (
          <QrConfirmPanel lang={lang} token={token} />
        ) : session.status === 'signedIn' ? (
          <QrShowPanel lang={lang} />
        ) : (
          <>
            <p>{t('officeSecurity.qr.sign_in_needed')}</p>
            <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
              {t('officeSecurity.qr.sign_in')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
