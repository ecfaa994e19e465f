import type { HttpFailure, HttpResult } from '../../protocol/http';
import {
  CONFIG_GROUPS,
  CONFIG_GROUP_PATH,
  configGroupAnswerSchema,
  type ConfigGroupId,
  type SiteConfig,
} from '../../protocol/schemas/siteConfig';
import type { Clock } from '../scheduler/clock';
import type { HttpClient } from '../http/client';

/** SPEC 7/9: a fetched group stays fresh for a random time between these, so tabs and users do not expire together. */
export const CONFIG_GROUP_TTL_MIN_MS = 600_000;
export const CONFIG_GROUP_TTL_MAX_MS = 900_000;

export interface ConfigGroupsDeps {
  readonly client: HttpClient;
  readonly clock: Clock;
  /** A number in [0, 1), like Math.random. */
  readonly random: () => number;
}

export interface ConfigGroupsOptions {
  readonly country?: string;
  readonly signal?: AbortSignal;
}

export interface ConfigGroups {
  /**
   * The asked groups merged into one partial config. Fresh groups come from
   * the cache; only the others are fetched, in one call.
   */
  getConfigGroups(groups: readonly ConfigGroupId[], lang: string, options?: ConfigGroupsOptions): Promise<HttpResult<Partial<SiteConfig>>>;
  /** Epoch ms at which a cached group expires, or undefined when it is not cached (tests, debugger). */
  expiresAt(group: ConfigGroupId, lang: string, country?: string): number | undefined;
}

interface Entry {
  readonly value: Partial<SiteConfig>;
  readonly expiresAt: number;
}

/** Only the fields the group owns, so one group's entry never carries (stale) fields of another. */
function pickGroup(group: ConfigGroupId, from: Partial<SiteConfig>): Partial<SiteConfig> {
  const picked: Record<string, unknown> = {};
  const source = from as Record<string, unknown>;
  for (const field of CONFIG_GROUPS[group]) {
    if (field in source) picked[field] = source[field];
  }
  return picked as Partial<SiteConfig>;
}

export function ttlFor(random: () => number): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return CONFIG_GROUP_TTL_MIN_MS + Math.round(r * (CONFIG_GROUP_TTL_MAX_MS - CONFIG_GROUP_TTL_MIN_MS));
}

export function createConfigGroups(deps: ConfigGroupsDeps): ConfigGroups {
  const cache = new Map<string, Entry>();
  const keyOf = (group: ConfigGroupId, lang: string, country: string | undefined): string => `${lang}|${country ?? ''}|${group}`;

  function fresh(key: string): Entry | undefined {
    const entry = cache.get(key);
    if (entry && deps.clock.now() < entry.expiresAt) return entry;
    if (entry) cache.delete(key);
    return undefined;
  }

  async function fetchGroups(
    groups: readonly ConfigGroupId[],
    lang: string,
    options: ConfigGroupsOptions,
  ): Promise<HttpResult<ReadonlyMap<ConfigGroupId, Partial<SiteConfig>>>> {
    const result = await deps.client.get(CONFIG_GROUP_PATH, {
      schema: configGroupAnswerSchema,
      query: { groups: groups.map(String), lang },
      language: lang,
      country: options.country,
      signal: options.signal,
    });
    if (!result.ok) return result;
    const fetched = new Map<ConfigGroupId, Partial<SiteConfig>>();
    for (const group of groups) {
      const raw = result.value.data[String(group)];
      if (!raw) {
        const request = `GET ${CONFIG_GROUP_PATH}`;
        const failure: HttpFailure = { status: 'malformed', notify: true, request, message: `${request}: the answer lacks group ${group}` };
        return { ok: false, failure };
      }
      const value = pickGroup(group, raw);
      fetched.set(group, value);
      cache.set(keyOf(group, lang, options.country), { value, expiresAt: deps.clock.now() + ttlFor(deps.random) });
    }
    return { ok: true, value: fetched };
  }

  return {
    async getConfigGroups(groups, lang, options = {}) {
      const wanted = [...new Set(groups)];
      const values = new Map<ConfigGroupId, Partial<SiteConfig>>();
      const missing: ConfigGroupId[] = [];
      for (const group of wanted) {
        const entry = fresh(keyOf(group, lang, options.country));
        if (entry) values.set(group, entry.value);
        else missing.push(group);
      }
      if (missing.length > 0) {
        const fetched = await fetchGroups(missing, lang, options);
        if (!fetched.ok) return fetched;
        for (const [group, value] of fetched.value) values.set(group, value);
      }
      // Merge in the asked order: groups own disjoint fields, so the order only matters for a misconfigured table.
      const merged: Partial<SiteConfig> = {};
      for (const group of wanted) Object.assign(merged, values.get(group));
      return { ok: true, value: merged };
    },
    expiresAt(group, lang, country) {
      return cache.get(keyOf(group, lang, country))?.expiresAt;
    },
  };
}
