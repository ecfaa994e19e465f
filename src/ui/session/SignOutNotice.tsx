import { useTranslation } from 'react-i18next';
import { useDispatch } from '../core-access/coreContext';

/**
 * A time-out or self-exclusion the player started signed them out. Every tab
 * shows it (it is the session's state) until one dismisses it. The inactivity
 * sign-out is not told here: the notifications queue raises `autoLogOff` for it.
 */
export function SignOutNotice() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <div className="session-notice" role="status" data-testid="play-block-notice">
      <span>{t('session.play_block.notice')}</span>
      <button type="button" onClick={() => void dispatch({ type: 'session/dismiss-inactivity-notice', payload: {} })}>
        {t('session.common.ok')}
      </button>
    </div>
  );
}
