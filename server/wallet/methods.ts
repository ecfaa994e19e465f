import type { PaymentDirection, PaymentMethod } from '../../src/protocol/schemas/wallet';
import type { Queryable } from '../db/db';
import { WalletError } from './errors';

interface LimitRow extends Record<string, unknown> {
  method_id: string;
  name: string;
  direction: PaymentDirection;
  iso: string;
  min_amount: number;
  max_amount: number;
  step: number;
  fee_fixed: number;
  fee_bp: number;
  processing_min_minutes: number;
  processing_max_minutes: number;
}

const toMethod = (r: LimitRow): PaymentMethod => ({
  id: r.method_id,
  name: r.name,
  direction: r.direction,
  currencyIso: r.iso,
  min: r.min_amount,
  max: r.max_amount,
  step: r.step,
  fee: { fixed: r.fee_fixed, percentBp: r.fee_bp },
  processing: { minMinutes: r.processing_min_minutes, maxMinutes: r.processing_max_minutes },
});

/** The methods offered for a direction and currency in a country: the country's own row of a method wins over '*'. */
export async function listMethods(
  q: Queryable,
  query: { direction: PaymentDirection; currencyIso: string; country: string },
): Promise<PaymentMethod[]> {
  const rows = await q.query<LimitRow & { position: number }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (l.method_id) l.method_id, m.name, m.position, l.direction, c.iso, l.min_amount, l.max_amount,
         l.step, l.fee_fixed, l.fee_bp,
              l.processing_min_minutes, l.processing_max_minutes
         FROM payment_method_limit l
         JOIN payment_method m ON m.id = l.method_id AND m.enabled
         JOIN currency c ON c.id = l.currency_id AND c.enabled
        WHERE l.direction = $1 AND c.iso = $2 AND l.country_code IN ('*', $3)
        ORDER BY l.method_id, (l.country_code = '*')
     ) x ORDER BY x.position, x.method_id`,
    [query.direction, query.currencyIso, query.country],
  );
  return rows.map(toMethod);
}

/** One method for a direction and currency in a country, or wallet.unknown_method. */
export async function methodFor(
  q: Queryable,
  query: { methodId: string; direction: PaymentDirection; currencyIso: string; country: string },
): Promise<PaymentMethod> {
  const found = (await listMethods(q, query)).find((m) => m.id === query.methodId);
  if (!found)
    throw new WalletError(
      'wallet.unknown_method',
      `No ${query.direction} method ${query.methodId} for ${query.currencyIso} in ${query.country}`,
      {
        params: { methodId: query.methodId },
      },
    );
  return found;
}
