import { siteConfigSchema, type ConfigGroupId, type SiteConfig } from '../../protocol/schemas/siteConfig';
import type { ConfigGroups } from './configGroups';

/**
 * The groups a running site must notice without a reload: a maintenance
 * window announced after the tab opened (2), auth and terms switches (3),
 * coupon limits and bonus settings (4), limit settings (5), routes, 404
 * fragments and support (6). Names and languages (1) change only with a
 * release, and a reload brings them.
 */
export const REFRESHED_CONFIG_GROUPS: readonly ConfigGroupId[] = [2, 3, 4, 5, 6];

/** How often the host asks; the group cache (600 to 900 s) decides when that means a request. */
export const CONFIG_REFRESH_CHECK_MS = 60_000;

/**
 * The config with the refreshed groups laid over it, or null when nothing
 * changed (so no push goes out). The merged whole is checked against the
 * schema: a group answer that would make the config invalid is dropped.
 */
export function mergeConfigGroups(config: SiteConfig, fresh: Partial<SiteConfig>): SiteConfig | null {
  const changed = Object.entries(fresh).filter(
    ([field, value]) => JSON.stringify((config as Record<string, unknown>)[field]) !== JSON.stringify(value),
  );
  if (changed.length === 0) return null;
  const merged = siteConfigSchema.safeParse({ ...config, ...Object.fromEntries(changed) });
  return merged.success ? merged.data : null;
}

/** What bootHost gives the host: the refreshed groups for a language, or null when they could not be had. */
export function refreshSiteConfig(groups: ConfigGroups, lang: string): Promise<Partial<SiteConfig> | null> {
  return groups.getConfigGroups(REFRESHED_CONFIG_GROUPS, lang).then((result) => (result.ok ? result.value : null));
}
