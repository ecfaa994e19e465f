import type { HttpFailure } from '../../protocol/http';
import { walletErrorBodySchema } from '../../protocol/schemas/wallet';

/** A refused or failed wallet call: the server's typed code, or one of the worker's for what went wrong on the way. */
export interface WalletRefusal {
  /** A `wallet.*` code of WALLET_ERRORS, or network_error, server_error, malformed_answer. */
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** True when the server may not have seen the call or its answer was lost: send it again with the same key. */
  readonly retry: boolean;
}

export function walletRefusal(failure: HttpFailure): WalletRefusal {
  if (failure.status === 'http-error') {
    const parsed = walletErrorBodySchema.safeParse(failure.body);
    if (parsed.success) return { code: parsed.data.error.code, params: parsed.data.error.params, retry: false };
    if (failure.code === 401) return { code: 'wallet.unauthorized', params: {}, retry: false };
    return { code: 'server_error', params: { status: failure.code }, retry: failure.code >= 500 };
  }
  if (failure.status === 'malformed') return { code: 'malformed_answer', params: {}, retry: true };
  if (failure.status === 'closed' || failure.status === 'captcha-cancelled') return { code: 'cancelled', params: {}, retry: false };
  return { code: 'network_error', params: {}, retry: true };
}
