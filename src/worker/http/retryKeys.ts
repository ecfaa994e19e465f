import { IDEMPOTENCY_KEY_MAX } from '../../protocol/constants/wallet';
import type { HttpFailure } from '../../protocol/http';

/** A call whose answer did not come (the network, an abort) or came as a server error: it may have been done. */
export const answerLost = (failure: HttpFailure): boolean => failure.status !== 'http-error' || failure.code >= 500;

/**
 * Idempotency keys of the requests that move money: a request whose answer
 * was lost (the network failed, the server erred) goes again under the key it
 * went with, so sending it again never does it twice; a definite answer (done
 * or refused) frees the key, and the same request later is a new one.
 */
export class RetryKeys {
  private readonly pending = new Map<string, string>();

  /** `prefix` names the request in the key; `newId` makes the rest unique (the store's ids). */
  constructor(
    private readonly prefix: string,
    private readonly newId: () => string,
  ) {}

  /** The key of this request (`tag` names what it is for in the key): the one its lost answer left, or a new one. */
  keyOf(request: unknown, tag?: string | number): string {
    const id = JSON.stringify(request);
    const key = this.pending.get(id) ?? `${this.prefix}${tag === undefined ? '' : `-${tag}`}-${this.newId()}`.slice(0, IDEMPOTENCY_KEY_MAX);
    this.pending.set(id, key);
    return key;
  }

  /** The request's answer (null: it was never sent): a lost one keeps its key for the next try, anything else frees it. */
  answered(request: unknown, answer: { readonly ok: true } | { readonly ok: false; readonly failure: HttpFailure } | null): void {
    if (answer === null || answer.ok || !answerLost(answer.failure)) this.pending.delete(JSON.stringify(request));
  }

  /** Another player now: no key of the last one's is sent again. */
  clear(): void {
    this.pending.clear();
  }
}
