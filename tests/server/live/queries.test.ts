import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  feedQuerySchema,
  menuQuerySchema,
  parseLiveQuery,
  resultsQuerySchema,
  statisticQuerySchema,
  teamQuerySchema,
  topQuerySchema,
} from '../../../server/live/queries';

const codeOf = (schema: z.ZodType, query: string): string => {
  const parsed = parseLiveQuery(schema, new URL(`http://localhost/x?${query}`));
  return parsed.ok ? 'ok' : parsed.refusal.code;
};

describe('the live query schemas', () => {
  it('keep the error codes the handlers answered before they had schemas', () => {
    const cases: [z.ZodType, string, string][] = [
      [menuQuerySchema, 'section=', 'missing_section'],
      [menuQuerySchema, 'section=later', 'invalid_section'],
      [menuQuerySchema, 'section=live&lang=', 'ok'],
      [menuQuerySchema, 'section=live&lang=EN', 'invalid_lang'],
      [resultsQuerySchema, 'section=', 'invalid_section'],
      [resultsQuerySchema, '', 'ok'],
      [topQuerySchema, 'section=live&limit=0', 'invalid_limit'],
      [topQuerySchema, 'section=live&limit=101', 'invalid_limit'],
      [topQuerySchema, 'section=live&limit=', 'ok'],
      [statisticQuerySchema, 'gameId=', 'missing_gameId'],
      [statisticQuerySchema, 'champId=0', 'invalid_champId'],
      [teamQuerySchema, 'team=&section=live', 'missing_team'],
      [teamQuerySchema, `team=${'a'.repeat(61)}&section=live`, 'invalid_team'],
      [feedQuerySchema, 'topics=', 'ok'],
      [feedQuerySchema, 'topics=home,everything', 'invalid_topics'],
    ];
    for (const [schema, query, code] of cases) expect(codeOf(schema, query), query).toBe(code);
  });

  it('fills the defaults and ignores unknown keys', () => {
    const top = parseLiveQuery(topQuerySchema, new URL('http://localhost/x?section=line&utm=1'));
    expect(top.ok && top.data).toEqual({ lang: 'en', section: 'line', limit: 10 });
    const results = parseLiveQuery(resultsQuerySchema, new URL('http://localhost/x?lang=ru&sportId=3'));
    expect(results.ok && results.data).toEqual({ lang: 'ru', section: 'live', sportId: 3, limit: 50 });
  });
});
