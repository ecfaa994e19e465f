/**
 * The one-tap provider's script (SPEC 7): Google Identity Services' `google.accounts.id`, or the built-in
 * provider's script that speaks the same API. Loaded once per page; its URL passes a Trusted Types policy of its
 * own that takes only what the server may answer (an https URL or a path of this site), and the server's
 * Content-Security-Policy names the provider's origin.
 */
export interface OneTapCredentialResponse {
  readonly credential: string;
}

export interface OneTapMoment {
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
}

export interface OneTapApi {
  initialize(options: {
    client_id: string;
    callback: (response: OneTapCredentialResponse) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (moment: OneTapMoment) => void): void;
  cancel(): void;
}

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

const ALLOWED = /^(https:\/\/[^/]+\/|\/(?!\/))/;

const policy = (
  globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(input: string): string | null }): ScriptUrlPolicy } }
).trustedTypes?.createPolicy('one-tap-script', { createScriptURL: (input) => (ALLOWED.test(input) ? input : null) });

let loading: Promise<OneTapApi> | null = null;

function apiOf(win: Window): OneTapApi | undefined {
  return (win as unknown as { google?: { accounts?: { id?: OneTapApi } } }).google?.accounts?.id;
}

/** Resolves with the script's API; rejects when the script cannot load or brings no API (SPEC 8: an error). */
export function loadOneTapScript(url: string, doc: Document = document): Promise<OneTapApi> {
  loading ??= new Promise<OneTapApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = (policy ? policy.createScriptURL(url) : url) as string;
    script.onload = () => {
      const api = doc.defaultView ? apiOf(doc.defaultView) : undefined;
      if (api) resolve(api);
      else reject(new Error('The one-tap script brought no google.accounts.id'));
    };
    script.onerror = () => reject(new Error(`The one-tap script ${url} could not load`));
    doc.head.append(script);
  }).catch((error: unknown) => {
    // A later page may try again (the network came back).
    loading = null;
    throw error;
  });
  return loading;
}
