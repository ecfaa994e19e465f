import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejection } from '../../../protocol/rejections';
import { useProjectionSelector } from '../../core-access/coreContext';
import { showToast } from '../../design/toastStore';
import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';
import { useSessionRequest } from '../useSession';
import { loadOneTapScript } from './oneTapScript';

const TEXTS = import.meta.glob<Texts>('../../i18n/areas/oneTap/*.json', { import: 'default' });

/**
 * One-tap sign-in for a guest (SPEC 3, 7, 8) where the site config offers it: asks the worker for the provider's
 * client id and script, loads the script, and prompts; the provider shows its own card (only to a visitor it
 * knows). The credential it hands over goes to the worker, which signs in and answers where to go: a full
 * navigation there, whose check reads the new session in every tab. A script that cannot load is an error notice.
 */
export default function OneTap({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const textsReady = useLazyAreaTexts(TEXTS, 'oneTap.script_failed');
  const enabled = useProjectionSelector('siteConfig', (c) => c.status === 'ready' && c.config.isOneTapAuthEnabled) ?? false;
  const guest = useProjectionSelector('session', (s) => s.status === 'signedOut') ?? false;

  useEffect(() => {
    if (!enabled || !guest || !textsReady) return;
    let stopped = false;
    let cancel: (() => void) | null = null;
    const fail = (key: 'oneTap.script_failed' | 'oneTap.failed') =>
      showToast({ key: 'one-tap', text: t(key), tone: 'error', testId: 'one-tap-error' });
    void (async () => {
      const client = await request({ kind: 'oneTapClient' });
      // Not offered here (404) or not reachable now: nothing to show, as when the provider knows nobody.
      if (stopped || isRejection(client) || client.outcome.kind !== 'oneTapClient') return;
      const { clientId, scriptUrl } = client.outcome;
      let api;
      try {
        api = await loadOneTapScript(scriptUrl);
      } catch (error) {
        console.error(error);
        if (!stopped) fail('oneTap.script_failed');
        return;
      }
      if (stopped) return;
      api.initialize({
        client_id: clientId,
        cancel_on_tap_outside: false,
        use_fedcm_for_prompt: true,
        callback: ({ credential }) => {
          void request({ kind: 'oneTap', credential, lng: lang }).then((answer) => {
            if (!isRejection(answer) && answer.outcome.kind === 'redirect') window.location.assign(answer.outcome.url);
            else fail('oneTap.failed');
          });
        },
      });
      api.prompt();
      cancel = () => api.cancel();
    })();
    return () => {
      stopped = true;
      cancel?.();
    };
  }, [enabled, guest, textsReady, lang, request, t]);

  return null;
}
