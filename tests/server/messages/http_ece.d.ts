declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  /** The part of http_ece the push test uses: a receiver's decryption of an aes128gcm body. */
  export function decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
