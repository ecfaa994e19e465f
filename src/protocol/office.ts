import type { OfficeSettings, PromoCheckAnswer, SavedWallet, TransferAnswer, TransferView } from './schemas/office';

/**
 * What the office pages ask the worker (src/worker/office): each answer is
 * the value, the player signed out, or a refusal with the server's (or the
 * core's) typed code and its params, which the UI words in the player's
 * language. `retry`: the call may not have arrived; sending it again with the
 * same key is safe.
 */
export type OfficeResult<T> =
  | { readonly status: 'ok'; readonly value: T }
  | { readonly status: 'signedOut' }
  | {
      readonly status: 'refused';
      readonly code: string;
      readonly params: Readonly<Record<string, string | number>>;
      readonly retry: boolean;
    };

export interface OfficeTransferInput {
  readonly fromAccountId: number;
  readonly toAccountId: number;
  /** Minor units of the source account. */
  readonly amount: number;
  /** The tab's idempotency key for this transfer (the same key again answers the first transfer). */
  readonly key: string;
}

declare module './api' {
  interface QueryCatalogue {
    /** GET /web-api/office/settings: the office settings, the menu and menuUserData. */
    officeSettings: { input: { readonly lang: string }; output: OfficeResult<OfficeSettings> };
    /** GET /web-api/office/transfers. */
    officeTransfers: { input: { readonly lang: string }; output: OfficeResult<readonly TransferView[]> };
    /** POST /web-api/office/transfers, after the core's rules pass in the worker. */
    officeTransfer: { input: OfficeTransferInput; output: OfficeResult<TransferAnswer> };
    /** GET /web-api/office/wallets. */
    officeWallets: { input: { readonly lang: string }; output: OfficeResult<readonly SavedWallet[]> };
    /** POST /web-api/office/wallets/remove. */
    officeRemoveWallet: { input: { readonly methodId: string }; output: OfficeResult<readonly SavedWallet[]> };
    /** POST /web-api/office/promo-code/check. */
    officePromoCheck: { input: { readonly code: string }; output: OfficeResult<PromoCheckAnswer> };
  }
}
