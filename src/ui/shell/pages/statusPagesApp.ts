import type { AppModule } from '../../apps/contract';
import { MaintenancePage } from './MaintenancePage';
import { BlockIePage, BlockPage, BlockUaPage, ComingSoonPage, OldBrowserPage, SiteUpdatesPage, SuspensionPage } from './StatusPages';

/**
 * The shell's status pages (block reasons, site updates, coming soon,
 * suspension, old browser) and the maintenance page: a chunk of their own,
 * since most visits never see one.
 */
export const app: AppModule = {
  pages: {
    maintenance: MaintenancePage,
    block: BlockPage,
    blockUa: BlockUaPage,
    blockIe: BlockIePage,
    siteUpdates: SiteUpdatesPage,
    comingSoon: ComingSoonPage,
    suspension: SuspensionPage,
    oldBrowser: OldBrowserPage,
  },
};
