import { useTranslation } from 'react-i18next';
import { useDispatch } from '../core-access/coreContext';

/**
 * Why the player was signed out: inactivity, or a time-out or self-exclusion
 * they started. Every tab shows it (it is the session's state) until one
 * dismisses it.
 */
export function SignOutNotice({ why }: { readonly why: 'inactivity' | 'play_block' }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <div className="session-notice" role="status" data-testid={why === 'inactivity' ? 'inactivity-notice' : 'play-block-notice'}>
      <span>{t(why === 'inactivity' ? 'session.inactivity.notice' : 'session.play_block.notice')}</span>
      <button type="button" onClick={() => void dispatch({ type: 'session/dismiss-inactivity-notice', payload: {} })}>
        {t('session.common.ok')}
      </button>
    </div>
  );
}
