import { z } from 'zod';
import { MAX_TOPICS, TEAM_SLUG_PATTERN, bettingSectionSchema, resultsSectionSchema } from '../../src/protocol/schemas/live';
import { parseTopics } from '../../src/core/live/topics';
import type { Lang } from './world';

/**
 * The query schemas of the catalogue routes: each handler parses
 * `Object.fromEntries(url.searchParams)` with its schema (`parseLiveQuery`),
 * and the route table declares the same object. Unknown keys are ignored,
 * as they always were. A blank value means "not given" for every key but
 * the results section (blank there was always refused).
 */

/** Any two lowercase letters is a language; only ru has its own names, the rest get English. */
const lang = z
  .string()
  .regex(/^(?:[a-z]{2})?$/, 'must be two lowercase letters')
  .optional()
  .transform((text): Lang => (text === 'ru' ? 'ru' : 'en'));

const ID = /^[1-9]\d{0,8}$/;
const ID_MESSAGE = 'must be a positive whole number';
const requiredId = z.string().regex(ID, ID_MESSAGE).transform(Number);
const optionalId = z
  .string()
  .regex(/^(?:[1-9]\d{0,8})?$/, ID_MESSAGE)
  .optional()
  .transform((text) => (text ? Number(text) : undefined));

const SECTION_MESSAGE = 'must be live or line';
const requiredSection = z.enum(bettingSectionSchema.options, { error: SECTION_MESSAGE });
const optionalSection = z
  .union([z.literal(''), requiredSection], { error: SECTION_MESSAGE })
  .optional()
  .transform((text) => (text ? text : undefined));

const limit = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{0,4}$/, `must be 1..${max}`)
    .optional()
    .transform((text) => (text ? Number(text) : fallback))
    .pipe(z.number().int().min(1, `must be 1..${max}`).max(max, `must be 1..${max}`));

export const sportsQuerySchema = z.object({ lang });
export const indexQuerySchema = sportsQuerySchema;
export const menuQuerySchema = z.object({ lang, section: requiredSection });
export const champsQuerySchema = z.object({ lang, sportId: requiredId, section: optionalSection });
export const gamesQuerySchema = z.object({ lang, champId: requiredId, section: optionalSection });
export const gameQuerySchema = z.object({ lang, gameId: requiredId });
export const topQuerySchema = z.object({ lang, section: requiredSection, limit: limit(10, 100) });
export const resultsQuerySchema = z.object({
  lang,
  section: z.enum(resultsSectionSchema.options, { error: 'must be live or zone' }).default('live'),
  sportId: optionalId,
  limit: limit(50, 500),
});
export const statisticQuerySchema = z
  .object({ lang, gameId: optionalId, champId: optionalId })
  .refine((q) => q.gameId !== undefined || q.champId !== undefined, {
    message: 'gameId or champId is required',
    path: ['gameId'],
    params: { code: 'missing_gameId' },
  });
export const teamQuerySchema = z.object({
  lang,
  team: z.string().max(60, 'must be a slug like real-madrid').regex(TEAM_SLUG_PATTERN, 'must be a slug like real-madrid'),
  section: requiredSection,
});

/**
 * The feed's topics, comma-separated; the query's resume is the fallback of
 * the Last-Event-ID header (the handler checks whichever it uses).
 */
export const feedQuerySchema = z.object({
  lang,
  topics: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parsed = parseTopics((text ?? '').split(','));
      if (parsed.invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Not topics: ${parsed.invalid.slice(0, 5).join(', ')} (home, sport:{id}:live|line, champ:{id}, game:{id})`,
          params: { code: 'invalid_topics' },
        });
      } else if (parsed.names.length > MAX_TOPICS) {
        ctx.addIssue({ code: 'custom', message: `At most ${MAX_TOPICS} topics per connection`, params: { code: 'too_many_topics' } });
      }
      return parsed.names;
    }),
  resume: z.string().optional(),
});

/** Why a query was refused, in the live area's error shape: `missing_<key>` or `invalid_<key>` unless the schema names its own code. */
export interface LiveQueryRefusal {
  readonly code: string;
  readonly message: string;
}

export function parseLiveQuery<S extends z.ZodType>(
  schema: S,
  url: URL,
): { ok: true; data: z.output<S> } | { ok: false; refusal: LiveQueryRefusal } {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const key = String(issue?.path[0] ?? 'query');
  const own = issue?.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  if (typeof own === 'string') return { ok: false, refusal: { code: own, message: issue?.message ?? 'invalid' } };
  const text = raw[key];
  // A blank value of a key the route can do without was given and is wrong (the results section); of a required key it is missing.
  const field = (schema as { shape?: Record<string, z.ZodType> }).shape?.[key];
  const required = field === undefined || !field.safeParse(undefined).success;
  if (text === undefined || (text === '' && required))
    return { ok: false, refusal: { code: `missing_${key}`, message: `${key} is required` } };
  return {
    ok: false,
    refusal: { code: `invalid_${key}`, message: `${key} ${issue?.message ?? 'is invalid'}; got "${text.slice(0, 100)}"` },
  };
}
