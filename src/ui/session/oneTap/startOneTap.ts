import { isSessionAccepted, type SessionAccepted, type SessionRequest } from '../../../protocol/session';
import { isRejection, type Rejection } from '../../../protocol/rejections';
import { showToast } from '../../design/toastStore';
import type { Texts } from '../../i18n/texts';
import type { CoreClient, ProjectionSource } from '../../runtime/client';
import { loadOneTapScript, type OneTapApi } from './oneTapScript';

type Core = Pick<CoreClient, 'dispatch'> & ProjectionSource;

const TEXTS = import.meta.glob<Texts>('../../i18n/areas/oneTap/*.json', { import: 'default' });
type OneTapText = 'oneTap.script_failed' | 'oneTap.failed';

/** The notice's text in the page's language (English where a language has none). */
async function textOf(key: OneTapText): Promise<string> {
  const of = (lang: string) => Object.entries(TEXTS).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];
  const texts = await (of(document.documentElement.lang) ?? of('en'))?.();
  const area = texts?.oneTap;
  const text = typeof area === 'object' && area !== null ? (area as Record<string, unknown>)[key.slice('oneTap.'.length)] : undefined;
  return typeof text === 'string' ? text : key;
}

async function request(core: Core, payload: SessionRequest): Promise<SessionAccepted | Rejection> {
  try {
    const answer = await core.dispatch({ type: 'session/request', payload });
    return isRejection(answer) || isSessionAccepted(answer) ? answer : { ...answer, outcome: { kind: 'done' } };
  } catch {
    return { rejected: true, code: 'host_unavailable' } as Rejection;
  }
}

/** A layout mounted again must not prompt twice. */
let started = false;

/**
 * One-tap sign-in for a guest (SPEC 3, 7, 8), started with the page's idle
 * work (never with the first load) where the site config offers it: asks the
 * worker for the provider's client id and script, loads the script and
 * prompts; the provider shows its own card (only to a visitor it knows). The
 * credential goes to the worker, which signs in and answers where to go: a
 * full navigation there, whose check reads the new session in every tab. A
 * script that cannot load is an error notice. Signing in another way
 * cancels the prompt.
 */
export function startOneTap(core: Core): void {
  if (started) return;
  started = true;
  let api: OneTapApi | null = null;
  let asked = false;
  const fail = async (key: OneTapText) => showToast({ key: 'one-tap', text: await textOf(key), tone: 'error', testId: 'one-tap-error' });
  const guest = () => core.getSnapshot('session')?.status === 'signedOut';
  const offered = () => {
    const config = core.getSnapshot('siteConfig');
    return config?.status === 'ready' && config.config.isOneTapAuthEnabled;
  };

  const prompt = async () => {
    const client = await request(core, { kind: 'oneTapClient' });
    // Not offered here (404) or not reachable now: nothing to show, as when the provider knows nobody.
    if (isRejection(client) || client.outcome.kind !== 'oneTapClient' || !guest()) return;
    const { clientId, scriptUrl } = client.outcome;
    try {
      api = await loadOneTapScript(scriptUrl);
    } catch (error) {
      console.error(error);
      return void fail('oneTap.script_failed');
    }
    if (!guest()) return;
    api.initialize({
      client_id: clientId,
      cancel_on_tap_outside: false,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        void request(core, { kind: 'oneTap', credential, lng: document.documentElement.lang }).then((answer) => {
          if (!isRejection(answer) && answer.outcome.kind === 'redirect') window.location.assign(answer.outcome.url);
          else void fail('oneTap.failed');
        });
      },
    });
    api.prompt();
  };

  const changed = () => {
    if (asked) {
      if (!guest()) api?.cancel();
      return;
    }
    if (!guest() || !offered()) return;
    asked = true;
    void prompt();
  };
  core.subscribe('session', changed);
  core.subscribe('siteConfig', changed);
  changed();
}
