import { useTranslation } from 'react-i18next';
import { clearCredentials, type ShownCredentials } from './credentials';
import { Modal } from '../design/Modal';
import './session.css';

/**
 * The generated login and password of a one-click registration, shown once
 * (SPEC 3 fast_reg) with the save options: a file, a picture, or (chosen
 * before registering) the e-mail the server sent.
 */
export function CredentialsModal({ credentials }: { credentials: ShownCredentials }) {
  const { t } = useTranslation();
  const text = `${t('session.field.login')}: ${credentials.login}\n${t('session.field.password')}: ${credentials.password ?? ''}\n`;
  return (
    <Modal title={t('session.register.credentials_title')} onClose={clearCredentials} testId="fast-credentials">
      <p>{t('session.register.credentials_once')}</p>
      <dl className="session-credentials">
        <dt>{t('session.field.login')}</dt>
        <dd data-testid="fast-login">{credentials.login}</dd>
        <dt>{t('session.field.password')}</dt>
        <dd data-testid="fast-password">{credentials.password}</dd>
      </dl>
      {credentials.sentTo && (
        <p role="status" data-testid="credentials-sent">
          {t('session.register.credentials_sent', { email: credentials.sentTo })}
        </p>
      )}
      <div className="session-actions">
        <button type="button" onClick={() => download(new Blob([text], { type: 'text/plain' }), 'credentials.txt')} data-testid="save-file">
          {t('session.register.save.file')}
        </button>
        <button type="button" onClick={() => download(credentialsPicture(text), 'credentials.svg')} data-testid="save-picture">
          {t('session.register.save.picture')}
        </button>
        <button type="button" onClick={clearCredentials} data-testid="fast-continue">
          {t('session.register.continue')}
        </button>
      </div>
    </Modal>
  );
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function credentialsPicture(text: string): Blob {
  const lines = text.trim().split('\n');
  const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = lines
    .map((line, i) => `<text x="16" y="${32 + i * 28}" font-family="monospace" font-size="18">${escape(line)}</text>`)
    .join('');
  return new Blob(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="${48 + lines.length * 28}">` +
        `<rect width="100%" height="100%" fill="#fff"/>${body}</svg>`,
    ],
    {
      type: 'image/svg+xml',
    },
  );
}
