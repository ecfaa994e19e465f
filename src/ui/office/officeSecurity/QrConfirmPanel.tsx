import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRejection } from '../../../protocol/rejections';
import { Button } from '../../design/Button';
import { sessionErrorText } from '../../session/errorText';
import { useSessionRequest } from '../../session/useSession';

/**
 * The scanning device's side: the link's code, confirmed by a press (a link
 * opened by mistake signs nobody in). The server says whether the code is
 * still good; a refusal says why in the player's words.
 */
export function QrConfirmPanel({ lang, token }: { lang: string; token: string }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [login, setLogin] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const reply = await request({ kind: 'qrLoginConfirm', token });
    setBusy(false);
    if (isRejection(reply)) return setError(sessionErrorText(t, reply));
    if (reply.outcome?.kind === 'signedIn') setLogin(reply.outcome.login);
  }

  if (login !== null)
    return (
      <div className="office-qr" data-testid="qr-confirmed">
        <p role="status">{t('officeSecurity.qr.signed_in', { login })}</p>
        <Link to={`/${lang}`}>{t('officeSecurity.qr.to_home')}</Link>
      </div>
    );
  return (
    <div className="office-qr" data-testid="qr-confirm">
      <h2>{t('officeSecurity.qr.confirm_title')}</h2>
      <p className="security-hint">{t('officeSecurity.qr.confirm_intro')}</p>
      {error && (
        <p className="security-error" role="alert" data-testid="qr-confirm-error">
          {error}
        </p>
      )}
      <Button variant="primary" onClick={() => void confirm()} disabled={busy} data-testid="qr-confirm-button">
        {t('officeSecurity.qr.confirm')}
      </Button>
    </div>
  );
}
