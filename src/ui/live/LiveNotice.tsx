import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rejection } from '../../protocol/rejections';
import { showToast } from '../design/toastStore';
import { rejectionMessage } from '../i18n';

type Notify = (message: string) => void;

/** A toast (one at a time) for what a click could not do: a refusal of the coupon rules, a locked outcome. */
const notify: Notify = (text) => showToast({ key: 'live-notice', text, tone: 'error', testId: 'live-notice' });

export function useLiveNotice(): { notify: Notify; notifyRejection: (rejection: Rejection) => void } {
  const { t } = useTranslation();
  const notifyRejection = useCallback(
    (rejection: Rejection) => {
      // The coupon's own codes get the live area's words when it has them; anything else the app's generic text.
      const own = t(`live.rejection.${rejection.code.replace(/\./g, '_')}`, { ...rejection.params, defaultValue: '' });
      notify(own || rejectionMessage(t, rejection));
    },
    [t],
  );
  return { notify, notifyRejection };
}
