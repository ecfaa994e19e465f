import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rejection } from '../../protocol/rejections';
import { rejectionMessage } from '../i18n';

type Notify = (message: string) => void;
const NoticeContext = createContext<Notify>(() => undefined);

/** One polite line per page for what a click could not do (a refusal of the coupon rules, a locked outcome). */
export function LiveNoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const notify = useCallback((text: string) => setMessage(text), []);
  return (
    <NoticeContext.Provider value={notify}>
      {message && (
        <p className="live-notice" role="alert" data-testid="live-notice">
          {message}
          <button type="button" className="live-notice__close" onClick={() => setMessage(null)} aria-label={t('shell.common.dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
      {children}
    </NoticeContext.Provider>
  );
}

export function useLiveNotice(): { notify: Notify; notifyRejection: (rejection: Rejection) => void } {
  const notify = useContext(NoticeContext);
  const { t } = useTranslation();
  const notifyRejection = useCallback(
    (rejection: Rejection) => {
      // The coupon's own codes get the live area's words when it has them; anything else the app's generic text.
      const own = t(`live.rejection.${rejection.code.replace(/\./g, '_')}`, { ...rejection.params, defaultValue: '' });
      notify(own || rejectionMessage(t, rejection));
    },
    [notify, t],
  );
  return { notify, notifyRejection };
}
