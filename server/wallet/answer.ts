import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../src/protocol/constants/wallet';
import { idempotencyKeySchema } from '../../src/protocol/schemas/wallet';
import { WalletError } from './errors';
import { sendChecked } from '../http/validate';

/** Every answer goes through its schema: a server bug is a 500, never a malformed answer. */
export function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>, status = 200): void {
  sendChecked(res, schema, value, 'Wallet', status);
}

/**
 * The idempotency key of a request that moves money: the Idempotency-Key
 * header or the body's `idempotencyKey` (both: they must agree). Missing is
 * a typed 400: a request that moves money is never taken without one.
 */
export function idempotencyKeyOf(req: IncomingMessage, fromBody: string | undefined): string {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const fromHeader = Array.isArray(raw) ? raw[0] : raw;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody)
    throw new WalletError('wallet.invalid_request', 'The Idempotency-Key header and the body idempotencyKey differ', {
      fields: [{ field: 'idempotencyKey', message: 'differs from the header' }],
    });
  const key = fromHeader ?? fromBody;
  if (key === undefined || key === '')
    throw new WalletError(
      'wallet.idempotency_key_missing',
      'A request that moves money needs an Idempotency-Key header (or body idempotencyKey)',
    );
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success)
    throw new WalletError('wallet.invalid_request', `Idempotency-Key is invalid: ${parsed.error.issues[0]?.message ?? ''}`, {
      fields: [{ field: 'idempotencyKey', message: parsed.error.issues[0]?.message ?? 'invalid' }],
    });
  return parsed.data;
}

export const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());
