import type { VisitorOffers } from '../../protocol/routeAnswer';

/** What the support button offers: the route answer's chat and call back. */
export type SupportOffer = Pick<VisitorOffers, 'chat' | 'callback'>;
