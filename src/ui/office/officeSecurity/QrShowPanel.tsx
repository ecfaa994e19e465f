import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../design/Button';
import { officePath } from './officePath';
import { useQrShow } from './useQrShow';

/** The signed-in device's side: the code as a QR and a link, its minute, and what became of it. */
export function QrShowPanel({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const qr = useQrShow(lang);
  const secondsLeft = qr.code ? Math.max(0, Math.ceil((qr.code.expiresAt - Date.now()) / 1000)) : 0;
  return (
    <div className="office-qr" data-testid="qr-show" data-state={qr.state ?? 'none'}>
      <p className="security-hint">{t('officeSecurity.qr.intro')}</p>
      {qr.code && qr.state === 'waiting' && (
        <>
          <img
            className="security-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.code.qrSvg)}`}
            alt={t('officeSecurity.qr.alt')}
            data-testid="qr-code"
          />
          <p className="security-hint">{t('officeSecurity.qr.left', { seconds: secondsLeft })}</p>
          <p className="office-qr__link">
            {t('officeSecurity.qr.link')}{' '}
            <a href={qr.code.url} data-testid="qr-link" dir="ltr">
              {qr.code.url}
            </a>
          </p>
        </>
      )}
      {qr.state === 'expired' && <p data-testid="qr-expired">{t('officeSecurity.qr.expired')}</p>}
      {qr.state === 'used' && (
        <div className="office-qr__used" role="status" data-testid="qr-used">
          <p>{t('officeSecurity.qr.used', { device: qr.session?.device ?? t('officeSecurity.qr.unknown_device') })}</p>
          {qr.session?.live ? (
            <Button variant="secondary" onClick={() => void qr.endSession()} disabled={qr.busy} data-testid="qr-end-session">
              {t('officeSecurity.qr.end_session')}
            </Button>
          ) : (
            qr.session && <p data-testid="qr-session-ended">{t('officeSecurity.qr.session_ended')}</p>
          )}
          <Link to={officePath(lang, 'security')}>{t('officeSecurity.qr.to_sessions')}</Link>
        </div>
      )}
      {qr.failed && (
        <p className="security-error" role="alert">
          {t('officeSecurity.qr.failed')}
        </p>
      )}
      {qr.state !== 'waiting' && (
        <Button variant="primary" onClick={() => void qr.show()} disabled={qr.busy} data-testid="qr-show-button">
          {qr.code ? t('officeSecurity.qr.renew') : t('officeSecurity.qr.show')}
        </Button>
      )}
    </div>
  );
}
