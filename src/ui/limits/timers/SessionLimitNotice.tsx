import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../core-access/coreContext';

/** SPEC 8 "Session limit ended": shown in every tab (and after a reload) until the player dismisses it. */
export function SessionLimitNotice() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <div className="session-notice" role="status" data-testid="session-limit-notice">
      <span>{t('limits.timers.sessionLimit.notice')}</span>
      <button type="button" onClick={() => void dispatch({ type: 'limits/dismissSessionLimitNotice', payload: {} })}>
        {t('limits.timers.sessionLimit.ok')}
      </button>
    </div>
  );
}
