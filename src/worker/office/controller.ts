import type { z } from 'zod';
import { quoteTransfer, transferRefusal } from '../../core/office';
import { IDEMPOTENCY_HEADER } from '../../protocol/constants/wallet';
import type { HttpFailure, HttpResult } from '../../protocol/http';
import type { OfficeResult, OfficeTransferInput } from '../../protocol/office';
import { isRejection } from '../../protocol/rejections';
import {
  OFFICE_PATHS,
  officeErrorBodySchema,
  officeSettingsSchema,
  promoCheckAnswerSchema,
  transferAnswerSchema,
  transfersAnswerSchema,
  walletsAnswerSchema,
  type OfficeSettings,
  type TransferAnswer,
} from '../../protocol/schemas/office';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';

const signedOut = { status: 'signedOut' } as const;

/** A failed office call as the page's refusal: the server's typed code, or the worker's for what went wrong on the way. */
export function officeRefusal(failure: HttpFailure): OfficeResult<never> {
  if (failure.status === 'http-error') {
    if (failure.code === 401) return signedOut;
    const parsed = officeErrorBodySchema.safeParse(failure.body);
    if (parsed.success) return { status: 'refused', code: parsed.data.error.code, params: parsed.data.error.params, retry: false };
    return { status: 'refused', code: 'server_error', params: { status: failure.code }, retry: failure.code >= 500 };
  }
  if (failure.status === 'malformed') return { status: 'refused', code: 'malformed_answer', params: {}, retry: true };
  return { status: 'refused', code: 'network_error', params: {}, retry: true };
}

const settled = <T, S>(answer: HttpResult<S>, value: (s: S) => T): OfficeResult<T> =>
  answer.ok ? { status: 'ok', value: value(answer.value) } : officeRefusal(answer.failure);

/**
 * The office's calls (src/protocol/office.ts): the settings with the menu,
 * transfers, saved payment methods, the promo-code check. A transfer is
 * checked with the core's rules against the last settings and accounts
 * before it is sent (the server checks the same rules again), so a refused
 * one costs no round trip. A guest has nothing to read.
 */
export class OfficeController implements Controller {
  readonly name = 'office';
  private link: ControllerLink | null = null;
  private settings: OfficeSettings | null = null;

  readonly queries = {
    officeSettings: (input: { readonly lang: string }) => this.readSettings(input.lang),
    officeTransfers: (input: { readonly lang: string }) =>
      this.call(
        () => this.get(OFFICE_PATHS.transfers, transfersAnswerSchema, input.lang),
        (a) => a.transfers,
      ),
    officeTransfer: (input: OfficeTransferInput) => this.transfer(input),
    officeWallets: (input: { readonly lang: string }) =>
      this.call(
        () => this.get(OFFICE_PATHS.wallets, walletsAnswerSchema, input.lang),
        (a) => a.wallets,
      ),
    officeRemoveWallet: (input: { readonly methodId: string }) =>
      this.call(
        () => this.deps.http.post(OFFICE_PATHS.removeWallet, { methodId: input.methodId }, { schema: walletsAnswerSchema, auth: true }),
        (a) => a.wallets,
      ),
    officePromoCheck: (input: { readonly code: string }) =>
      this.call(
        () => this.deps.http.post(OFFICE_PATHS.promoCheck, { code: input.code }, { schema: promoCheckAnswerSchema, auth: true }),
        (a) => a,
      ),
  };

  constructor(private readonly deps: { readonly http: HttpClient }) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  private isSignedIn(): boolean {
    return this.link?.projection('session')?.status === 'signedIn';
  }

  private get<S extends z.ZodType>(path: string, schema: S, lang: string) {
    return this.deps.http.get(path, { schema, auth: true, language: lang });
  }

  private async call<S, T>(send: () => Promise<HttpResult<S>>, value: (s: S) => T): Promise<OfficeResult<T>> {
    if (!this.isSignedIn()) return signedOut;
    return settled(await send(), value);
  }

  private async readSettings(lang: string): Promise<OfficeResult<OfficeSettings>> {
    const result = await this.call(
      () => this.get(OFFICE_PATHS.settings, officeSettingsSchema, lang),
      (s) => s,
    );
    if (result.status === 'ok') this.settings = result.value;
    return result;
  }

  private async transfer(input: OfficeTransferInput): Promise<OfficeResult<TransferAnswer>> {
    if (!this.isSignedIn()) return signedOut;
    const early = this.localRefusal(input);
    if (early) return early;
    const answer = await this.deps.http.post(
      OFFICE_PATHS.transfers,
      { fromAccountId: input.fromAccountId, toAccountId: input.toAccountId, amount: input.amount },
      { schema: transferAnswerSchema, auth: true, headers: { [IDEMPOTENCY_HEADER]: input.key } },
    );
    return settled(answer, (a) => a);
  }

  /** The core's refusal of a transfer, when the worker knows the accounts and the player's settings; null: send it. */
  private localRefusal(input: OfficeTransferInput): OfficeResult<never> | null {
    const session = this.link?.projection('session');
    if (session?.playBlock) return { status: 'refused', code: 'office.play_blocked', params: {}, retry: false };
    const accounts = session?.accounts?.all_accounts ?? null;
    const settings = this.settings;
    if (!settings || !accounts) return null;
    const side = (id: number) => {
      const a = accounts.find((x) => x.id === id);
      return a ? { id: a.id, type: a.type, currencyIso: a.iso } : null;
    };
    const from = side(input.fromAccountId);
    const to = side(input.toAccountId);
    if (!from || !to) return null;
    const refused = transferRefusal(settings.convertAccount, from, to);
    const quote = refused ?? quoteTransfer(input.amount, from.currencyIso, to.currencyIso, settings.exchangeRates);
    if (isRejection(quote)) return { status: 'refused', code: quote.code, params: { ...quote.params }, retry: false };
    return null;
  }
}
