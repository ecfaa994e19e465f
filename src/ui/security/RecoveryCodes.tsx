import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown this once (only their hashes are kept): a list, a copy and a download, then the player says they are kept. */
export function RecoveryCodes(props: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = props.codes.join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="security-section" data-testid="recovery-codes">
      <h3>{t('security.recovery.title')}</h3>
      <p className="session-hint">{t('security.recovery.hint')}</p>
      <ul className="security-codes" aria-label={t('security.recovery.title')}>
        {props.codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="security-row">
        <button type="button" onClick={() => void copy()} data-testid="recovery-copy">
          {t('security.recovery.copy')}
        </button>
        <button type="button" onClick={download} data-testid="recovery-download">
          {t('security.recovery.download')}
        </button>
        <button type="button" className="button button--primary" onClick={props.onDone} data-testid="recovery-done">
          {t('security.recovery.done')}
        </button>
      </div>
      {copied !== null && (
        <p role="status" className="session-hint">
          {t(copied ? 'security.recovery.copied' : 'security.recovery.copy_failed')}
        </p>
      )}
    </div>
  );
}
