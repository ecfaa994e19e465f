import type { BareResolution, Device, Resolution, VisitorOffers } from '../../protocol/routeAnswer';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import { offeredLanguages } from './language';
import { isRegistrationOpen } from './registration';
import { callbackOffered, chatOffered } from './support';

/** Who asks, as far as the offers care. */
export interface OfferedTo {
  readonly isAuthenticated: boolean;
  readonly isVipDomain: boolean;
  /** The layout the visit chose (deviceChoiceOf in ./device.ts). */
  readonly device: Device;
}

/** What the site offers this visitor in `lang`: the rules of language, registration and support in one answer. */
export function visitorOffers(config: SiteConfig, visitor: OfferedTo, lang: string): VisitorOffers {
  return {
    languages: offeredLanguages(config, visitor.isAuthenticated),
    registration: isRegistrationOpen(config, visitor.isVipDomain),
    chat: chatOffered(config),
    callback: visitor.isAuthenticated && callbackOffered(config, lang),
    device: visitor.device,
  };
}

/** A decision with the offers of its language, on the answers that paint the site's chrome (page, 404, error, sign-in). */
export function withOffers(decision: BareResolution, config: SiteConfig, visitor: OfferedTo): Resolution {
  if (decision.kind === 'redirect' || decision.kind === 'mobileSite') return decision;
  return { ...decision, offers: visitorOffers(config, visitor, decision.language) } as Resolution;
}
