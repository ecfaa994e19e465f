export { loadSiteConfig, CONFIG_LOAD_FAILED_LOG } from './loadSiteConfig';
export type { SiteConfigResult, LoadSiteConfigOptions } from './loadSiteConfig';
export { createConfigGroups, ttlFor, CONFIG_GROUP_TTL_MIN_MS, CONFIG_GROUP_TTL_MAX_MS } from './configGroups';
export type { ConfigGroups, ConfigGroupsDeps, ConfigGroupsOptions } from './configGroups';
export { mergeConfigGroups, refreshSiteConfig, REFRESHED_CONFIG_GROUPS, CONFIG_REFRESH_CHECK_MS } from './refresh';
export { SiteConfigService, type SiteConfigServiceDeps, type ConfigLoadResult } from './siteConfigService';
