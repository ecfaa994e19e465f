import { z } from 'zod';
import type { RequestContext } from '../http/router';
import { sendError } from '../http/respond';
import { parseGroupIds } from './groups';

/**
 * The query schemas of the config routes, parsed by their handlers and
 * declared in the route table. Unknown keys are ignored (the client adds
 * cache-busting keys in tests); a blank lang means the site's default.
 */
const lang = z
  .string()
  .regex(/^(?:[a-z]{2})?$/, 'must be two lowercase letters, e.g. lang=en')
  .optional()
  .transform((text) => (text ? text : undefined));

export const configAllQuerySchema = z.object({ lang });

/** `groups=1,2` (spaces and repeats tolerated) into known group ids; the refusal keeps parseGroupIds' own code. */
export const configGroupQuerySchema = z.object({
  groups: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parsed = parseGroupIds(text ?? null);
      if (parsed.ok) return parsed.ids;
      ctx.addIssue({ code: 'custom', message: parsed.message, params: { code: parsed.code } });
      return z.NEVER;
    }),
  lang,
});

/** The query parsed with the route's schema; undefined when it has answered 400 in the config area's shape. */
export function configQueryOf<S extends z.ZodType>({ url, res }: RequestContext, schema: S): z.output<S> | undefined {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const own = issue?.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  if (typeof own === 'string') {
    sendError(res, 400, own, issue?.message ?? 'invalid');
    return undefined;
  }
  const key = String(issue?.path[0] ?? 'query');
  const got = raw[key] === undefined ? 'it is missing' : `got "${raw[key].slice(0, 200)}"`;
  sendError(res, 400, `invalid_${key}`, `Query parameter "${key}" ${issue?.message ?? 'is invalid'}; ${got}`);
  return undefined;
}
