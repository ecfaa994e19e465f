import { isRegistrationOpen } from '../../core/routing/registration';
import { isVipHost } from '../../core/session/facts';
import type { SiteConfigProjection } from '../../protocol/api';
import { useProjectionSelector } from '../core-access/coreContext';

function selectRegistrationOpen(site: SiteConfigProjection): boolean | undefined {
  if (site.status !== 'ready') return undefined;
  // The host is this tab's, as the worker reads it for the route decision (hostName of the same origin).
  return isRegistrationOpen(site.config, isVipHost(window.location.hostname, site.config.vipDomains ?? []));
}

/** Whether registration links and widgets show: the registration route's own rule (false until the config is ready). */
export function useRegistrationOpen(): boolean {
  return useProjectionSelector('siteConfig', selectRegistrationOpen) ?? false;
}
