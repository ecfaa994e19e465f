import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * What a chat conversation is called on the wire: an opaque, unforgeable
 * handle instead of the table's sequential id. It is the conversation id and
 * its owner (a player's id, or "g" for a guest's) sealed with AES-256-GCM
 * under a key derived from the server's token secret: nobody can guess a
 * handle from another, read the id out of it, or make one for another
 * player. A guest's conversation belongs to whoever holds the handle the
 * server gave them (the guest's signed token); a player's handle works only
 * with that player's session.
 */
export interface ChatHandles {
  issue(conversationId: number, ownerId: number | null): Promise<string>;
  /** The conversation the handle names, when it is genuine and `callerId` may use it; null otherwise (one answer for both). */
  open(handle: string, callerId: number | null): Promise<number | null>;
  /** What a genuine handle names, whoever asks (the operators' test switch); null for anything else. */
  read(handle: string): Promise<{ readonly conversationId: number; readonly ownerId: number | null } | null>;
}

const HANDLE = /^[A-Za-z0-9_-]{40,120}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `secret` is the server's token secret (server/auth); without one (a shell on its own) a key lives as long as the process. */
export function createChatHandles(secret?: () => Promise<string>): ChatHandles {
  let key: Promise<Buffer> | undefined;
  const keyOf = (): Promise<Buffer> =>
    (key ??= secret
      ? secret().then((s) => createHmac('sha256', s).update('support-chat-handle/v1').digest())
      : Promise.resolve(randomBytes(32)));

  return {
    async issue(conversationId, ownerId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', await keyOf(), iv);
      const sealed = Buffer.concat([cipher.update(`${conversationId}:${ownerId ?? 'g'}`, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    async open(handle, callerId) {
      const named = await this.read(handle);
      if (!named || (named.ownerId !== null && named.ownerId !== callerId)) return null;
      return named.conversationId;
    },
    async read(handle) {
      if (!HANDLE.test(handle)) return null;
      const raw = Buffer.from(handle, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await keyOf(), raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
        const match = /^([1-9][0-9]{0,9}):(g|[1-9][0-9]{0,9})$/.exec(plain);
        if (!match) return null;
        return { conversationId: Number(match[1]), ownerId: match[2] === 'g' ? null : Number(match[2]) };
      } catch {
        return null;
      }
    },
  };
}
