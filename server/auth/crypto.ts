import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing and the small secrets of sign-in. Passwords go through
 * scrypt (memory-hard, a random salt each); high-entropy tokens are stored as
 * sha-256; low-entropy codes (6 digits, captcha answers) as an HMAC under the
 * server secret, so a leaked table cannot be brute-forced offline.
 */

/** N = 2^14 costs 16 MiB and about 50 ms here: slow for a guesser, fine for a login. */
export const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64): the parameters travel with the hash so they can grow later. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await scryptAsync(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Timing-safe; a malformed stored hash is simply a mismatch. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scryptAsync(password, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * The password key derivation as the routes see it: injectable so tests can
 * count derivations on each branch (timing parity without wall clocks).
 */
export interface PasswordKdf {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

export const SCRYPT_KDF: PasswordKdf = { hash: hashPassword, verify: verifyPassword };

let dummyHash: Promise<string> | undefined;
/**
 * One derivation against a hash of nothing anyone knows: the branch that has
 * no real password to check (unknown login, unknown recovery target) pays
 * for exactly one derivation, like the branch that has one, so the answer
 * time does not tell them apart. The dummy is made once, outside `kdf`.
 */
export async function burnPasswordCheck(kdf: PasswordKdf, password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken(16));
  await kdf.verify(password, await dummyHash);
  return false;
}

/** URL-safe random text with `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function hmacBase64Url(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

export function safeEqualText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric one-time code, uniformly random, leading zeros kept. */
export function numericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** fast_reg: 12 characters without look-alikes (l, 1, O, 0): about 70 bits. */
export function generatePassword(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

export function generateLogin(): string {
  return `u${randomInt(10_000_000, 100_000_000)}`;
}
