// Apart from the support schemas (src/protocol/schemas/support.ts re-exports it): the chat reads it without the schema library.

/** How often an open chat asks for the operator's answers. */
export const SUPPORT_CHAT_POLL_MS = 4000;

/** The error code of a support request refused by the limiter (429 with Retry-After): the form keeps what the player typed. */
export const SUPPORT_RATE_LIMITED = 'support_rate_limited';
