import type { AppCommand } from '../../protocol/catalogue';
import type { PendingPlacement } from '../../core/coupon';
import { BETS_PATHS, placeAnswerSchema } from '../../protocol/schemas/bets';
import type { HttpClient } from '../http';
import { betRefusal } from './betErrors';

type CommandDraft = Omit<AppCommand, 'id'>;

/** How a placement ended for the coupon: the commands that record it, in order. */
export type PlacementOutcome =
  | { readonly kind: 'answered'; readonly commands: readonly CommandDraft[]; readonly accepted: boolean }
  /** The server could not be reached (or its answer was lost): the same refId is sent again later, never a new one. */
  | { readonly kind: 'unreachable' };

/**
 * Sends a placement. The refId makes it safe to send again: the server
 * answers a repeat with the first answer and places nothing twice, so the
 * HTTP policy's retries and a later resend after a reload cannot double a bet.
 */
export async function sendPlacement(http: HttpClient, pending: PendingPlacement, lang: string): Promise<PlacementOutcome> {
  const result = await http.post(BETS_PATHS.place, pending.payload, {
    schema: placeAnswerSchema,
    auth: true,
    query: { lang },
    language: lang,
  });
  if (result.ok) {
    const answer = result.value;
    const commands: CommandDraft[] = [
      { type: 'coupon/reportAccepted', payload: { refId: pending.refId, couponId: answer.couponId, singles: answer.singles } },
    ];
    return { kind: 'answered', commands, accepted: true };
  }
  const refusal = betRefusal(result.failure);
  // Lost on the way, or an answer the worker cannot read: whether the bet stands is unknown, so ask again with the same refId.
  if (refusal.code === 'network_error' || refusal.code === 'server_error' || refusal.code === 'malformed_answer')
    return { kind: 'unreachable' };
  const commands: CommandDraft[] = [
    { type: 'coupon/reportError', payload: { refId: pending.refId, code: refusal.code, params: { ...refusal.params } } },
  ];
  // The slip learns the new coefficients; the coupon's changeCoefAction decides whether the player must confirm them.
  for (const change of refusal.body?.coefChanges ?? [])
    commands.push({ type: 'coupon/liveCoef', payload: { marketId: change.marketId, coef: change.current } });
  return { kind: 'answered', commands, accepted: false };
}
