import {
  FINGERPRINT_TIMER_KEY,
  fingerprintAppReady,
  fingerprintFailed,
  fingerprintFetched,
  fingerprintTimerIntents,
  initialFingerprintState,
  mayFetchFingerprint,
  usableFingerprint,
  type FingerprintState,
} from '../../core/session';
import type { HttpResult } from '../../protocol/http';
import type { FingerprintAnswer } from '../../protocol/schemas/auth';
import type { DeviceFingerprint } from '../../protocol/session';
import type { FingerprintSource } from '../http/client';
import type { Clock } from '../scheduler/clock';
import { Scheduler } from '../scheduler/scheduler';

/** What the worker can read about the device (no DOM in a worker: no screen, no canvas). */
export type FingerprintComponents = Readonly<Record<string, string | number | boolean | null | readonly string[]>>;

interface NavigatorFacts {
  readonly language?: string;
  readonly languages?: readonly string[];
  readonly hardwareConcurrency?: number;
  readonly platform?: string;
  readonly userAgent?: string;
  readonly maxTouchPoints?: number;
  readonly deviceMemory?: number;
}

const cut = (value: string | undefined, max: number): string | null => (typeof value === 'string' ? value.slice(0, max) : null);

/** The components sent for a fingerprint: navigator facts and the time zone (Intl). */
export function collectComponents(
  nav: NavigatorFacts | undefined = globalThis.navigator as NavigatorFacts | undefined,
): FingerprintComponents {
  let timeZone: string | null = null;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    // An engine without time zone data: the component stays null.
  }
  return {
    language: cut(nav?.language, 64),
    languages: (nav?.languages ?? []).slice(0, 16).map((l) => l.slice(0, 64)),
    hardwareConcurrency: typeof nav?.hardwareConcurrency === 'number' ? nav.hardwareConcurrency : null,
    deviceMemory: typeof nav?.deviceMemory === 'number' ? nav.deviceMemory : null,
    platform: cut(nav?.platform, 64),
    maxTouchPoints: typeof nav?.maxTouchPoints === 'number' ? nav.maxTouchPoints : null,
    userAgent: cut(nav?.userAgent, 512),
    timeZone,
  };
}

export interface FingerprintDeps {
  readonly clock: Clock;
  readonly log: { warn(message: string, data?: unknown): void };
  /** POST /auth/fingerprint with the components; the answer is parsed with fingerprintAnswerSchema. */
  readonly fetchFingerprint: (components: FingerprintComponents) => Promise<HttpResult<FingerprintAnswer>>;
  readonly components?: () => FingerprintComponents;
}

/**
 * The device fingerprint (SPEC 3, 4, 5, 7, 8, 9). The HTTP client reads the
 * stored token for its X-Fingerprint header (`get`, which fetches only when
 * forced: after the server's fingerprint error); sign-in calls `ensure` it
 * first, which fetches when it is missing or expired. The rules of when to
 * fetch are the core's (src/core/session/fingerprint.ts); the timer (8 s
 * after the app is ready, at expiry, the two retries) runs on the Scheduler.
 */
export class DeviceFingerprintSource implements FingerprintSource {
  private state: FingerprintState = initialFingerprintState;
  private inFlight: Promise<DeviceFingerprint | null> | null = null;
  private readonly scheduler: Scheduler;

  constructor(private readonly deps: FingerprintDeps) {
    this.scheduler = new Scheduler(deps.clock, {
      onFire: async (key) => {
        if (key === FINGERPRINT_TIMER_KEY) await this.fetch();
      },
      onError: (key, error) => deps.log.warn(`fingerprint timer ${key} failed`, error),
    });
  }

  /** The app is ready: the first fetch is due 8 s from now. */
  appReady(): void {
    this.state = fingerprintAppReady(this.state, this.deps.clock.now());
    this.reconcile();
  }

  /** The stored token for the header; a forced call fetches a fresh one (SPEC 8 fingerprint error). */
  async get({ force }: { force: boolean }): Promise<string | null> {
    if (force) return (await this.fetch())?.token ?? null;
    return this.current()?.token ?? null;
  }

  /** A usable fingerprint, fetched now when missing or expired (unless the retries are spent and it is not forced). */
  async ensure(force = false): Promise<DeviceFingerprint | null> {
    const usable = this.current();
    if (usable && !force) return usable;
    if (!mayFetchFingerprint(this.state, force)) return null;
    return this.fetch();
  }

  current(): DeviceFingerprint | null {
    return usableFingerprint(this.state, this.deps.clock.now());
  }

  /** Failed fetches since the last success (debugger, tests). */
  failures(): number {
    return this.state.failures;
  }

  pendingTimers(): string[] {
    return this.scheduler.pendingKeys();
  }

  private fetch(): Promise<DeviceFingerprint | null> {
    // One fetch at a time: callers that ask meanwhile share it.
    this.inFlight ??= this.fetchOnce().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async fetchOnce(): Promise<DeviceFingerprint | null> {
    const components = (this.deps.components ?? collectComponents)();
    let result: HttpResult<FingerprintAnswer>;
    try {
      result = await this.deps.fetchFingerprint(components);
    } catch (error) {
      result = { ok: false, failure: { status: 'network-error', notify: true, request: 'POST fingerprint', message: String(error) } };
    }
    const now = this.deps.clock.now();
    if (!result.ok) {
      // SPEC 8: logged only. SPEC 5: an answer without token, expiry or data fails its schema and lands here too.
      this.deps.log.warn('fingerprint fetch failed', result.failure);
      this.state = fingerprintFailed(this.state, now);
      this.reconcile();
      return null;
    }
    const fingerprint: DeviceFingerprint = {
      token: result.value.token,
      // SPEC 9: the expiry comes in seconds.
      expiresAt: result.value.expiresAt * 1000,
      componentsData: result.value.data,
    };
    this.state = fingerprintFetched(this.state, fingerprint);
    this.reconcile();
    return fingerprint;
  }

  private reconcile(): void {
    this.scheduler.reconcile(fingerprintTimerIntents(this.state));
  }

  dispose(): void {
    this.scheduler.dispose();
  }
}
