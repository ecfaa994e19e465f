import { NO_SITE_CONFIG, type SiteConfigLoadFailure } from '../../protocol/http';
import { CONFIG_ALL_PATH, configAllAnswerSchema, type SiteConfig } from '../../protocol/schemas/siteConfig';
import type { HttpClient } from '../http/client';
import { silentLogger, type Logger } from '../http/logger';

export const CONFIG_LOAD_FAILED_LOG = 'BFF config loading failed';

export type SiteConfigResult =
  { readonly ok: true; readonly value: SiteConfig } | { readonly ok: false; readonly failure: SiteConfigLoadFailure };

export interface LoadSiteConfigOptions {
  readonly lang: string;
  /** Sent as the country header; the server assumes DEFAULT_COUNTRY without it. */
  readonly country?: string;
  readonly logger?: Logger;
  readonly signal?: AbortSignal;
}

/**
 * Loads the whole site configuration at start: GET config/all.json with the
 * config policy (the first attempt and 5 retries, 1000 ms apart). When every attempt fails it logs
 * "BFF config loading failed" and answers 'no site config', which the UI turns
 * into the error page with a retry (calling this again).
 */
export async function loadSiteConfig(client: HttpClient, options: LoadSiteConfigOptions): Promise<SiteConfigResult> {
  const result = await client.get(CONFIG_ALL_PATH, {
    schema: configAllAnswerSchema,
    query: { lang: options.lang },
    country: options.country,
    language: options.lang,
    policy: 'config',
    signal: options.signal,
  });
  if (result.ok) return { ok: true, value: result.value.data };
  // A cancelled load (the tab went away) is not a server problem: nothing to log.
  if (result.failure.status !== 'closed') (options.logger ?? silentLogger).error(CONFIG_LOAD_FAILED_LOG, result.failure);
  return { ok: false, failure: { code: NO_SITE_CONFIG, cause: result.failure } };
}
