import type { ComponentType } from 'react';
import type { RouteId } from '../../../protocol/routes';
import type { PageProps } from '../../core-access/pageProps';
import { InfoPage } from './InfoPage';
import { MaintenancePage } from './MaintenancePage';
import { BlockIePage, BlockPage, BlockUaPage, ComingSoonPage, OldBrowserPage, SiteUpdatesPage, SuspensionPage } from './StatusPages';

/** Information pages of SPEC 2 whose content comes from the server's database. */
export const INFO_ROUTE_IDS = [
  'rules',
  'contacts',
  'about',
  'howBet',
  'payment',
  'cookies',
  'licenses',
  'taxation',
  'consent',
  'simpleIdentification',
  'amlKyc',
  'smsBets',
  'amlPolicy',
  'disputeResolution',
  'kycPolicy',
  'responsibleGaming',
  'cashTerminals',
  'bettingCalculator',
  'bettingAwards',
] as const satisfies readonly RouteId[];

/** The shell's entries of the page registry (src/ui/pages/registry.tsx). */
export const SHELL_PAGES: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  maintenance: MaintenancePage,
  block: BlockPage,
  blockUa: BlockUaPage,
  blockIe: BlockIePage,
  siteUpdates: SiteUpdatesPage,
  comingSoon: ComingSoonPage,
  suspension: SuspensionPage,
  oldBrowser: OldBrowserPage,
  ...Object.fromEntries(INFO_ROUTE_IDS.map((id) => [id, InfoPage])),
};
