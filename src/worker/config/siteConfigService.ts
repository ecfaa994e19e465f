import type { SiteConfigProjection } from '../../protocol/api';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import type { Clock } from '../scheduler/clock';
import { CONFIG_REFRESH_CHECK_MS, mergeConfigGroups } from './refresh';

export type ConfigLoadResult = { readonly ok: true; readonly config: SiteConfig } | { readonly ok: false; readonly message: string };

export interface SiteConfigServiceDeps {
  readonly clock: Clock;
  readonly log: { warn(message: string, data?: unknown): void };
  /** One load with its retries (SPEC 7: 5 retries 1000 ms apart); `onAttempt` names the attempt running. */
  load(lang: string | null, onAttempt: (attempt: number) => void): Promise<ConfigLoadResult>;
  /** The config groups a running site must notice (./refresh.ts); null when they could not be had. */
  refresh?(lang: string): Promise<Partial<SiteConfig> | null>;
  /** Every change of the projection: loading, ready, refreshed, failed. */
  changed(next: SiteConfigProjection): void;
}

/**
 * The site configuration for the whole host: loaded once at start (the
 * loading screen names the attempt), loaded again in another language or
 * after a failure, and kept current while it runs (a maintenance window
 * announced after the tab opened must reach it: asked every minute, the
 * group cache turns that into one request per 600 to 900 s).
 */
export class SiteConfigService {
  private value: SiteConfigProjection = { status: 'loading', attempt: 0, lang: null };
  private generation = 0;
  private loading: Promise<void> | null = null;
  private refreshing = false;
  private closed = false;

  constructor(private readonly deps: SiteConfigServiceDeps) {}

  projection(): SiteConfigProjection {
    return this.value;
  }

  current(): SiteConfig | null {
    return this.value.status === 'ready' ? this.value.config : null;
  }

  /** The config, waiting for a load in progress; null when it failed. */
  async ready(): Promise<SiteConfig | null> {
    if (this.value.status !== 'ready') await this.ensure(this.value.lang);
    return this.current();
  }

  /** The error page's retry and a language switch. */
  reload(lang: string | null): Promise<void> {
    if (this.value.status !== 'failed' && this.value.lang === lang && this.loading) return this.loading;
    return this.ensure(lang, true);
  }

  ensure(lang: string | null, force = false): Promise<void> {
    if (!force && this.loading) return this.loading;
    const generation = ++this.generation;
    const set = (next: SiteConfigProjection): void => {
      if (generation === this.generation) this.set(next);
    };
    // Keep showing the config we have while another language loads; the error page only replaces nothing.
    if (this.value.status !== 'ready') set({ status: 'loading', attempt: 1, lang });
    const load = this.deps
      .load(lang, (attempt) => {
        if (this.value.status !== 'ready') set({ status: 'loading', attempt, lang });
      })
      .then((result) => {
        if (result.ok) {
          set({ status: 'ready', config: result.config, lang });
          this.startRefresh();
        } else if (this.value.status !== 'ready') set({ status: 'failed', error: 'no_site_config', message: result.message, lang });
      });
    this.loading = load;
    return load;
  }

  close(): void {
    this.closed = true;
  }

  private set(next: SiteConfigProjection): void {
    this.value = next;
    this.deps.changed(next);
  }

  private startRefresh(): void {
    const refresh = this.deps.refresh;
    if (!refresh || this.refreshing) return;
    this.refreshing = true;
    const { clock } = this.deps;
    const tick = (): void => {
      if (this.closed) return;
      const current = this.value;
      if (current.status !== 'ready') return void clock.setTimeout(tick, CONFIG_REFRESH_CHECK_MS);
      const generation = this.generation;
      void refresh(current.lang ?? current.config.defaultLanguage)
        .then((fresh) => {
          const now = this.value;
          if (!fresh || generation !== this.generation || now.status !== 'ready') return;
          const merged = mergeConfigGroups(now.config, fresh);
          if (merged) this.set({ ...now, config: merged });
        })
        .catch((error: unknown) => this.deps.log.warn('config refresh failed', error))
        .finally(() => clock.setTimeout(tick, CONFIG_REFRESH_CHECK_MS));
    };
    clock.setTimeout(tick, CONFIG_REFRESH_CHECK_MS);
  }
}
