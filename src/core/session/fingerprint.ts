import { SESSION_TIMINGS, type DeviceFingerprint } from '../../protocol/session';
import type { TimerIntent } from '../../protocol/timers';

/**
 * The device fingerprint's life (SPEC 4 Session token, SPEC 9): fetched 8 s
 * after the app is ready, fetched again when it is missing or expired, and
 * after a failure retried at most twice (1000 ms, then 2000 ms later); after
 * that it is fetched only when a call forces it (the server answered the
 * fingerprint error code). A success forgives the failures.
 */
export interface FingerprintState {
  readonly current: DeviceFingerprint | null;
  /** Failed fetches since the last success. */
  readonly failures: number;
  readonly lastFailureAt: number | null;
  /** Epoch ms the app was ready; null before. */
  readonly readyAt: number | null;
}

export const FINGERPRINT_TIMER_KEY = 'session/fingerprint';

export const initialFingerprintState: FingerprintState = { current: null, failures: 0, lastFailureAt: null, readyAt: null };

/** Valid while present and its expiry has not passed. */
export function usableFingerprint(state: FingerprintState, now: number): DeviceFingerprint | null {
  return state.current !== null && state.current.expiresAt > now ? state.current : null;
}

/** A fetch may run unless the retries are spent; a forced one always may. */
export function mayFetchFingerprint(state: FingerprintState, force: boolean): boolean {
  return force || state.failures <= SESSION_TIMINGS.fingerprintRetries;
}

export function fingerprintFetched(state: FingerprintState, fingerprint: DeviceFingerprint): FingerprintState {
  return { ...state, current: fingerprint, failures: 0, lastFailureAt: null };
}

export function fingerprintFailed(state: FingerprintState, now: number): FingerprintState {
  return { ...state, failures: state.failures + 1, lastFailureAt: now };
}

export function fingerprintAppReady(state: FingerprintState, now: number): FingerprintState {
  return state.readyAt === null ? { ...state, readyAt: now } : state;
}

/** When the next fetch is due, or null when none is (not ready yet, retries spent). */
export function nextFingerprintFetch(state: FingerprintState): number | null {
  if (state.readyAt === null) return null;
  if (state.current !== null && state.failures === 0) return state.current.expiresAt;
  if (!mayFetchFingerprint(state, false)) return null;
  if (state.failures > 0 && state.lastFailureAt !== null) {
    return state.lastFailureAt + SESSION_TIMINGS.fingerprintRetryMs * 2 ** (state.failures - 1);
  }
  return state.readyAt + SESSION_TIMINGS.fingerprintDelayMs;
}

export function fingerprintTimerIntents(state: FingerprintState): TimerIntent[] {
  const at = nextFingerprintFetch(state);
  return at === null ? [] : [{ key: FINGERPRINT_TIMER_KEY, kind: 'at', at }];
}
