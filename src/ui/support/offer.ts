/** What the site offers this visitor (src/core/routing/support.ts, plus signed-in-only for the call back). */
export interface SupportOffer {
  readonly chat: boolean;
  readonly callback: boolean;
}
