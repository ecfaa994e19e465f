import type { PageTable } from '../../apps/contract';
import { BlockAppealPage } from './BlockAppealPage';
import { ManagerPage } from './ManagerPage';
import { ReferralPage } from './ReferralPage';
import { ShareIdeaPage } from './ShareIdeaPage';
import { SupportPage } from './SupportPage';

/**
 * The support pages by route: the office app spreads them into its table
 * (block-appeal-history is the blocked layout's, drawn by the same app).
 */
export const OFFICE_SUPPORT_PAGES = {
  officeSupport: SupportPage,
  officeManager: ManagerPage,
  officeShareIdea: ShareIdeaPage,
  officeBringFriend: ReferralPage,
  officePartnerProgram: ReferralPage,
  blockAppealHistory: BlockAppealPage,
} satisfies PageTable;
