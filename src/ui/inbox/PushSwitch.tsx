import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { isRejection } from '../../protocol/rejections';
import { pushSubscriptionJsonSchema } from '../../protocol/schemas/messages';
import { pushTitles } from './messageText';
import { currentSubscription, pushSupported, subscribe, unsubscribe } from './pushSubscription';

/**
 * Web push opt-in for this browser: the page asks the browser for the
 * subscription (with the server's key) and hands it to the worker with the
 * notification titles in the page's language; off ends it and the server
 * forgets it.
 */
export function PushSwitch({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const view = useProjection('messages');
  const id = useId();
  const [on, setOn] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(null);
  const [working, setWorking] = useState(false);
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription().then((s) => live && setOn(s !== null));
    return () => {
      live = false;
    };
  }, [supported]);

  async function toggle(next: boolean) {
    setProblem(null);
    setWorking(true);
    try {
      if (next) {
        const key = view?.pushKey;
        const outcome = key ? await subscribe(key) : ({ ok: false, reason: 'failed' } as const);
        if (!outcome.ok) {
          setProblem(outcome.reason === 'denied' ? 'denied' : 'failed');
          return;
        }
        // The browser's JSON has optional fields: what the server needs is checked here, before the worker sends it.
        const subscription = pushSubscriptionJsonSchema.safeParse(outcome.subscription);
        if (!subscription.success) {
          setProblem('failed');
          return;
        }
        const answer = await dispatch({
          type: 'messages/pushSubscribe',
          payload: { subscription: subscription.data, lang, titles: pushTitles(t) },
        });
        if (isRejection(answer)) setProblem('failed');
        else setOn(true);
      } else {
        const endpoint = await unsubscribe();
        await dispatch({ type: 'messages/pushUnsubscribe', payload: { endpoint } });
        setOn(false);
      }
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="inbox-push" data-testid="inbox-push">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on === true}
        disabled={!supported || on === null || working || !view?.pushKey}
        onChange={(e) => void toggle(e.currentTarget.checked)}
        data-testid="inbox-push-switch"
      />
      <label htmlFor={id}>{t('inbox.push.label')}</label>
      {!supported && <p className="inbox-push__note">{t('inbox.push.unsupported')}</p>}
      {problem && (
        <p className="inbox-push__note" role="alert">
          {t(`inbox.push.${problem}`)}
        </p>
      )}
    </div>
  );
}
