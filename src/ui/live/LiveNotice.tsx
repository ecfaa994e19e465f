import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rejection } from '../../protocol/rejections';

type Notify = (message: string) => void;

/** One notice at a time (its key), on the site's one notification surface. */
const TARGET = { key: 'live-notice', testId: 'live-notice' } as const;

// The notices' rule and surface come with the first refused click: the live pages' first load does not carry them.
const notices = () => import('../notifications/notify');

/** What a click could not do (a refusal of the coupon rules, a locked outcome), as an error notification. */
export function useLiveNotice(): { notify: Notify; notifyRejection: (rejection: Rejection) => void } {
  const { t } = useTranslation();
  const notify = useCallback<Notify>((text) => void notices().then((n) => n.notifyText(t, text, TARGET)), [t]);
  const notifyRejection = useCallback(
    (rejection: Rejection) => {
      // The coupon's own codes get the live area's words when it has them; anything else the rejection texts.
      const own = t(`live.rejection.${rejection.code.replace(/\./g, '_')}`, { ...rejection.params, defaultValue: '' });
      void notices().then((n) => (own ? n.notifyText(t, own, TARGET) : n.notifyRejection(t, rejection, TARGET)));
    },
    [t],
  );
  return { notify, notifyRejection };
}
