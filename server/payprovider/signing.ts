import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook signature, shaped like real providers' (Stripe's): the header
 * `Provider-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * Signing the timestamp with the body makes an old delivery useless to
 * replay once it is outside the tolerance.
 */
export function signature(secret: string, timestampSeconds: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
}

export function signatureHeader(secret: string, timestampSeconds: number, rawBody: string): string {
  return `t=${timestampSeconds},v1=${signature(secret, timestampSeconds, rawBody)}`;
}

export type SignatureCheck =
  | { readonly ok: true; readonly timestamp: number }
  | {
      readonly ok: false;
      readonly code: 'wallet.signature_missing' | 'wallet.signature_invalid' | 'wallet.timestamp_out_of_range';
      readonly message: string;
    };

/**
 * Checks a delivery: the header's form, each v1 against the expected HMAC in
 * constant time (a rotated secret may send two), then the timestamp within
 * `toleranceSeconds` of now either way.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds: number,
): SignatureCheck {
  if (header === undefined || header.length > 1024)
    return { ok: false, code: 'wallet.signature_missing', message: 'No Provider-Signature header' };
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1') candidates.push(value);
  }
  if (timestamp === null || candidates.length === 0)
    return { ok: false, code: 'wallet.signature_missing', message: 'Provider-Signature must be t=<seconds>,v1=<hex>' };
  const expected = Buffer.from(signature(secret, timestamp, rawBody), 'hex');
  const matches = candidates.some((candidate) => {
    const given = /^[0-9a-f]+$/i.test(candidate) ? Buffer.from(candidate, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, code: 'wallet.signature_invalid', message: 'The signature does not match the body' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    return {
      ok: false,
      code: 'wallet.timestamp_out_of_range',
      message: `The signed timestamp is more than ${toleranceSeconds} s from now`,
    };
  return { ok: true, timestamp };
}
