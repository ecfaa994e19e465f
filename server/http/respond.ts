import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressAnswer } from './contentEncoding';

/**
 * The error body of every API failure: a stable code for programs and a
 * sentence for people reading logs.
 */
export interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string };
}

/**
 * An answer given before the request's body has all arrived (a body over the
 * limit, a refusal before reading) ends its connection: the rest of that body
 * would otherwise sit in front of the client's next request on the same
 * socket, which stalled and was reset instead of answered.
 */
function closingIfUnread(res: ServerResponse): Readonly<Record<string, string>> {
  return res.req.complete ? {} : { connection: 'close' };
}

/**
 * A JSON answer, compressed when it is large enough and the client accepts an
 * encoding (the live index is 64 kB as JSON, 7.4 kB in Brotli): a phone on a
 * slow network waits for the bytes, not for the server's millisecond.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  const text = JSON.stringify(body);
  const answer = compressAnswer(res.req, text);
  // Where Accept-Encoding chose, a cache must keep one answer per encoding.
  const vary = answer.negotiated ? [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ') : headers.vary;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(answer.body),
    'cache-control': 'no-store',
    ...closingIfUnread(res),
    ...headers,
    ...(vary ? { vary } : {}),
    ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
  });
  res.end(res.req.method === 'HEAD' ? undefined : answer.body);
}

export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body: ApiErrorBody = { error: { code, message } };
  sendJson(res, status, body, headers);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...closingIfUnread(res),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a JSON request body up to `limit` bytes; throws BodyError on bad input. */
export async function readJsonBody(req: IncomingMessage, limit = 64 * 1024): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyError(413, 'body_too_large', `Request body is over ${limit} bytes`);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new BodyError(400, 'invalid_json', 'Request body is empty; expected JSON');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, 'invalid_json', 'Request body is not valid JSON');
  }
  refuseUnstorable(value, '', 0);
  return value;
}

const MAX_BODY_DEPTH = 32;

/**
 * Values no handler can store or compute with, refused for every route at
 * once: PostgreSQL text cannot hold U+0000, and JSON's 1e400 parses to
 * Infinity. Ranges of numbers are each schema's business (src/protocol/schemas/bounded.ts).
 */
function refuseUnstorable(value: unknown, at: string, depth: number): void {
  // No request shape nests this deep; the walk (and every schema after it) would run out of stack first.
  if (depth > MAX_BODY_DEPTH) throw new BodyError(400, 'invalid_json', `Request body nests deeper than ${MAX_BODY_DEPTH} levels`);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new BodyError(400, 'invalid_text', `${at || '(body)'} contains a NUL character`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new BodyError(400, 'invalid_number', `${at || '(body)'} is not a finite number`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => refuseUnstorable(item, `${at}[${i}]`, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw new BodyError(400, 'invalid_text', `A key of ${at || '(body)'} contains a NUL character`);
      refuseUnstorable(item, at ? `${at}.${key}` : key, depth + 1);
    }
  }
}
