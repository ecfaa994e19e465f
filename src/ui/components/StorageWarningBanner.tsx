import { useTranslation } from 'react-i18next';
import { useProjectionSelector } from '../core-access/coreContext';
import { storageWarningKey } from '../i18n';

/** Storage faults are visible, never silent (DESIGN: the event store). */
export function StorageWarningBanner() {
  const { t } = useTranslation();
  const warning = useProjectionSelector('runtime', (runtime) => runtime.warning);
  if (!warning) return null;
  return (
    <div role="alert" className={`banner banner--warning banner--${warning}`} data-testid="storage-warning" data-warning={warning}>
      <p>{t(storageWarningKey(warning))}</p>
      {warning === 'version-change' && (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('storage.reload')}
        </button>
      )}
    </div>
  );
}
