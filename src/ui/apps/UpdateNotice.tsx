import { useTranslation } from 'react-i18next';
import { appUpdate } from './appUpdate';

/** The app-version update notice (SPEC 8 "update-available warning with reload"): this tab runs a build the server no longer has. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const update = appUpdate.useValue();
  if (!update) return null;
  return (
    <div className="banner banner--warning app-update" role="alert" data-testid="app-update">
      <p>{t('apps.update.body')}</p>
      <button type="button" className="button button--primary" data-testid="app-update-reload" onClick={() => window.location.reload()}>
        {t('apps.update.reload')}
      </button>
    </div>
  );
}
