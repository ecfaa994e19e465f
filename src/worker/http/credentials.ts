import type { CaptchaPrompt, FingerprintSource, TokenSource } from './client';

/** What an authenticated call needs of whoever keeps the session: the bearer token, the device fingerprint, the captcha prompt. */
export interface Credentials {
  readonly tokens: TokenSource;
  readonly fingerprint: FingerprintSource;
  readonly captcha: CaptchaPrompt;
}

/**
 * The HTTP client is made before the controller that keeps the session (that
 * controller calls the server through it), so the client holds this slot and
 * the controller fills it when it is made. Until then a call goes without a
 * token or a fingerprint, and a captcha challenge is cancelled.
 */
export function createCredentialSlot(): Credentials & { provide(credentials: Credentials): void } {
  let provided: Credentials | null = null;
  return {
    tokens: { get: (options) => provided?.tokens.get(options) ?? Promise.resolve(null) },
    fingerprint: { get: (options) => provided?.fingerprint.get(options) ?? Promise.resolve(null) },
    captcha: { challenge: (challenge) => provided?.captcha.challenge(challenge) ?? Promise.resolve(null) },
    provide: (credentials) => {
      provided = credentials;
    },
  };
}
