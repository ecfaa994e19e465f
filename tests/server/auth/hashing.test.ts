import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSecret, encodeSecret } from '../../../src/protocol/schemas/auth';
import { SCRYPT_PARAMS, hashPassword, verifyPassword } from '../../../server/auth/crypto';

describe('password hashing (scrypt)', () => {
  it('stores scrypt$N$r$p$salt$hash with N of at least 16384 and no trace of the password', async () => {
    const hash = await hashPassword('correct horse battery');
    const parts = hash.split('$');
    expect(parts).toHaveLength(6);
    expect(parts[0]).toBe('scrypt');
    expect(Number(parts[1])).toBeGreaterThanOrEqual(16_384);
    expect(Number(parts[1])).toBe(SCRYPT_PARAMS.N);
    expect(Buffer.from(parts[4] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? '', 'base64')).toHaveLength(32);
    expect(hash).not.toContain('correct horse');
  });

  it('salts every hash: the same password twice gives two different strings', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('verifies the right password and refuses a wrong one, a changed case and a tampered hash', async () => {
    const hash = await hashPassword('Pa55word-ünïcode');
    expect(await verifyPassword('Pa55word-ünïcode', hash)).toBe(true);
    expect(await verifyPassword('pa55word-ünïcode', hash)).toBe(false);
    expect(await verifyPassword('Pa55word-ünïcode ', hash)).toBe(false);
    const parts = hash.split('$');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    key[0] = (key[0] ?? 0) ^ 1;
    parts[5] = key.toString('base64');
    expect(await verifyPassword('Pa55word-ünïcode', parts.join('$'))).toBe(false);
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});

describe('secret encoding on the wire (base64 of UTF-8)', () => {
  it('round-trips any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => decodeSecret(encodeSecret(text)) === text));
  });

  it('refuses text that is not base64 of UTF-8', () => {
    expect(decodeSecret('%%%')).toBeNull();
    expect(decodeSecret(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeNull();
    expect(encodeSecret('пароль')).toBe(Buffer.from('пароль', 'utf8').toString('base64'));
  });
});
