import { insurancePremium, type PendingCouponRequest } from '../../core/coupon';
import type { InsuranceQuote } from '../../protocol/slip';
import type { AppCommand } from '../../protocol/catalogue';
import { BETS_PATHS, insureAnswerSchema, offersAnswerSchema, sellAnswerSchema, type CashoutOffer } from '../../protocol/schemas/bets';
import type { HttpClient } from '../http';
import { betRefusal } from './betErrors';

type CommandDraft = Omit<AppCommand, 'id'>;

export type CashOutOutcome = { readonly kind: 'answered'; readonly command: CommandDraft } | { readonly kind: 'unreachable' };

async function offerOf(http: HttpClient, couponId: string, lang: string): Promise<CashoutOffer | null> {
  const result = await http.get(BETS_PATHS.offers, { schema: offersAnswerSchema, auth: true, query: { ids: couponId, lang } });
  return result.ok ? (result.value.offers.find((o) => o.couponId === couponId) ?? null) : null;
}

/**
 * Sends one sell or insure request the player made. A sale asks for at
 * least the offer the player saw (the server pays its offer now, or refuses
 * with it when it fell below); insurance
 * needs the premium the player saw, taken from the offer known when the
 * request is sent.
 */
export async function sendCashOut(
  http: HttpClient,
  request: PendingCouponRequest,
  lang: string,
  knownOffer: (couponId: string) => CashoutOffer | null,
): Promise<CashOutOutcome> {
  const failed = (code: string, params: Readonly<Record<string, string | number>>): CashOutOutcome => ({
    kind: 'answered',
    command:
      request.kind === 'sell'
        ? { type: 'coupon/reportSellFailed', payload: { requestId: request.requestId, code, params: { ...params } } }
        : { type: 'coupon/reportInsureFailed', payload: { requestId: request.requestId, code, params: { ...params } } },
  });
  if (request.kind === 'sell') {
    const result = await http.post(
      BETS_PATHS.sell,
      { couponId: request.couponId, minAmount: request.amount },
      { schema: sellAnswerSchema, auth: true, query: { lang } },
    );
    if (result.ok)
      return {
        kind: 'answered',
        command: { type: 'coupon/reportSold', payload: { requestId: request.requestId, amount: result.value.amount } },
      };
    const refusal = betRefusal(result.failure);
    if (refusal.code === 'network_error' || refusal.code === 'server_error') return { kind: 'unreachable' };
    const offer = refusal.body?.offer;
    // The new offer travels with the refusal so the slip can show it and ask again.
    const newAmount: Record<string, number> = offer?.cashout.available ? { offer: offer.cashout.amount } : {};
    return failed(refusal.code, { ...refusal.params, ...newAmount });
  }
  const offer = knownOffer(request.couponId) ?? (await offerOf(http, request.couponId, lang));
  if (!offer?.insurance.available)
    return failed('insurance_unavailable', { reason: offer && !offer.insurance.available ? offer.insurance.reason : 'unknown' });
  const body = { couponId: request.couponId, amount: request.amount, premiumPercent: offer.insurance.premiumPercent };
  const result = await http.post(BETS_PATHS.insure, body, { schema: insureAnswerSchema, auth: true, query: { lang } });
  if (result.ok)
    return {
      kind: 'answered',
      command: { type: 'coupon/reportInsured', payload: { requestId: request.requestId, amount: result.value.insuredAmount } },
    };
  const refusal = betRefusal(result.failure);
  if (refusal.code === 'network_error' || refusal.code === 'server_error') return { kind: 'unreachable' };
  return failed(refusal.code, refusal.params);
}

/** The premium of insuring `amount` under the coupon's insurance offer now: 1 minor unit to the offer's maximum, rounded up. */
export function insuranceQuote(offer: CashoutOffer | null, amount: number): InsuranceQuote {
  const insurance = offer?.insurance;
  if (!insurance?.available) return { ok: false, reason: 'unavailable' };
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > insurance.maxAmount) {
    return { ok: false, reason: 'range', min: 1, max: insurance.maxAmount };
  }
  return { ok: true, premium: insurancePremium(amount, insurance.premiumPercent) };
}
