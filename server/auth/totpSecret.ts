import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { AuthContext } from './context';

/**
 * The authenticator secret at rest: AES-256-GCM under a key derived from the
 * server's token secret, so a copy of the table alone gives no one the codes.
 * `iv.ciphertext.tag`, base64url each.
 */
const KEY_LABEL = 'totp-secret/v1';

async function keyOf(ctx: AuthContext): Promise<Buffer> {
  return createHmac('sha256', await ctx.secret())
    .update(KEY_LABEL)
    .digest();
}

export async function sealSecret(ctx: AuthContext, base32: string, userId: number): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(ctx), iv);
  // The owner is bound as associated data: a sealed secret copied to another player's row does not open.
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

/** The base32 secret, or null when the text was not sealed by this server for this player. */
export async function openSecret(ctx: AuthContext, sealed: string, userId: number): Promise<string | null> {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await keyOf(ctx), iv);
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
