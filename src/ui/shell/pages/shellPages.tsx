import type { ComponentType } from 'react';
import type { RouteId } from '../../../protocol/routes';
import type { PageProps } from '../../core-access/pageProps';
import { MaintenancePage } from './MaintenancePage';
import { BlockIePage, BlockPage, BlockUaPage, ComingSoonPage, OldBrowserPage, SiteUpdatesPage, SuspensionPage } from './StatusPages';

/** The pages the shell draws itself (in the first load): status and maintenance pages, which must show even when no app loads. */
export const SHELL_PAGES: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  maintenance: MaintenancePage,
  block: BlockPage,
  blockUa: BlockUaPage,
  blockIe: BlockIePage,
  siteUpdates: SiteUpdatesPage,
  comingSoon: ComingSoonPage,
  suspension: SuspensionPage,
  oldBrowser: OldBrowserPage,
};
