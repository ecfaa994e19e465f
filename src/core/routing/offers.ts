import type { BareResolution, Resolution, VisitorOffers } from '../../protocol/routeAnswer';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import { offeredLanguages } from './language';
import { isRegistrationOpen } from './registration';
import { callbackOffered, chatOffered } from './support';

/** Who asks, as far as the offers care. */
export interface OfferedTo {
  readonly isAuthenticated: boolean;
  readonly isVipDomain: boolean;
}

/** What the site offers this visitor in `lang`: the rules of language, registration and support in one answer. */
export function visitorOffers(config: SiteConfig, visitor: OfferedTo, lang: string): VisitorOffers {
  return {
    languages: offeredLanguages(config, visitor.isAuthenticated),
    registration: isRegistrationOpen(config, visitor.isVipDomain),
    chat: chatOffered(config),
    callback: visitor.isAuthenticated && callbackOffered(config, lang),
  };
}

/** A decision with the offers of its language, on the answers that paint the site's chrome (page, 404, error, sign-in). */
export function withOffers(decision: BareResolution, config: SiteConfig, visitor: OfferedTo): Resolution {
  if (decision.kind === 'redirect' || decision.kind === 'mobileSite') return decision;
  return { ...decision, offers: visitorOffers(config, visitor, decision.language) } as Resolution;
}
