import type { ReferralCookieName } from './constants/referral';

/** One cookie a landing writes: its value and lifetime in seconds (null: until the browser closes). */
export interface ReferralCookieWrite {
  readonly name: ReferralCookieName;
  readonly value: string;
  readonly maxAgeSeconds: number | null;
}

declare module './api' {
  interface QueryCatalogue {
    /**
     * A tab's landing query: the referral cookies it must write (SPEC 9); none
     * when the query carries no tag. Until the visitor accepts all cookies the
     * worker holds them and answers none: asked again (with a search or '')
     * after the answer changes, it gives what it held.
     */
    referralCookies: {
      input: { readonly search: string };
      output: { readonly write: readonly ReferralCookieWrite[] };
    };
  }
}
