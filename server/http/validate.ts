import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { readJsonBody, sendError, sendJson } from './respond';

/** One thing a request got wrong: where (a dotted path, `(body)` for the whole input) and what. */
export interface InvalidField {
  readonly field: string;
  readonly message: string;
}

export function invalidFields(issues: readonly z.core.$ZodIssue[]): InvalidField[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(body)', message: issue.message }));
}

/** The sentence naming every wrong field: "Deposit request is invalid: amount Too small; ...". */
export function invalidMessage(what: string, fields: readonly InvalidField[]): string {
  return `${what} is invalid: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`;
}

/**
 * A request's input through its schema: the value, or the area's typed
 * refusal (its 4xx) with a sentence naming every wrong field ("Deposit request
 * is invalid: amount Too small; ...") and the fields themselves.
 */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
  refuse: (message: string, fields: InvalidField[]) => Error,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = invalidFields(parsed.error.issues);
  throw refuse(invalidMessage(what, fields), fields);
}

/**
 * A test switch's JSON body through its schema: the value, or undefined once
 * it has answered 400 `code`, saying what the switch takes (`expected`) and
 * every wrong field. A switch is a tool for tests: its refusal tells the
 * caller how to call it.
 */
export async function readSwitchBody<S extends z.ZodType>(
  req: IncomingMessage,
  res: ServerResponse,
  schema: S,
  code: string,
  expected?: string,
): Promise<z.output<S> | undefined> {
  const parsed = schema.safeParse(await readJsonBody(req).catch(() => undefined));
  if (parsed.success) return parsed.data;
  const fields = invalidFields(parsed.error.issues)
    .map((f) => `${f.field}: ${f.message}`)
    .join('; ');
  sendError(res, 400, code, expected === undefined ? fields : `${expected}: ${fields}`);
  return undefined;
}

/** An answer through its protocol schema: a server bug is the app's 500 (this throws), never a malformed answer. */
export function checkedAnswer<S extends z.ZodType>(schema: S, value: z.input<S>, area: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${area} answer failed its protocol schema: ${parsed.error.message}`);
  return parsed.data;
}

/** Sends an answer checked against its protocol schema (checkedAnswer). */
export function sendChecked<S extends z.ZodType>(
  res: ServerResponse,
  schema: S,
  value: z.input<S>,
  area: string,
  status = 200,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJson(res, status, checkedAnswer(schema, value, area), headers);
}
