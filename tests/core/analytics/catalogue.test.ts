import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_EVENTS, ANALYTICS_FUNNEL_REQUESTS, analyticsBatchSchema } from '../../../src/protocol/analytics';

describe('the analytics event catalogue', () => {
  it('is the one list the collector accepts', () => {
    const one = (name: string) =>
      analyticsBatchSchema.safeParse({ visit: 'v', events: [{ name, ts: 1, page: '/en', params: {} }] }).success;
    for (const name of ANALYTICS_EVENT_NAMES) expect(one(name)).toBe(true);
    expect(one('made_up')).toBe(false);
  });

  it('has each event raised somewhere in the worker or core, and documented in docs/analytics.md', () => {
    const root = resolve(__dirname, '../../..');
    const code = [
      'src/core/analytics/facts.ts',
      'src/core/analytics/funnel.ts',
      'src/core/analytics/pageFacts.ts',
      'src/worker/analytics/controller.ts',
    ]
      .map((f) => readFileSync(resolve(root, f), 'utf8'))
      .join('\n');
    const docs = readFileSync(resolve(root, 'docs/analytics.md'), 'utf8');
    // The session's funnel steps are raised through their table.
    const funnel = new Set<string>(Object.values(ANALYTICS_FUNNEL_REQUESTS));
    for (const name of Object.keys(ANALYTICS_EVENTS)) {
      if (!funnel.has(name)) expect(code, name).toContain(`'${name}'`);
      expect(docs, name).toContain(`\`${name}\``);
    }
  });

  it('bounds a batch: too many events, params or characters are refused', () => {
    const e = { name: 'page_view', ts: 1, page: '/en', params: {} };
    expect(analyticsBatchSchema.safeParse({ visit: 'v', events: Array(21).fill(e) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ visit: 'v', events: [] }).success).toBe(false);
    const many = Object.fromEntries([...Array(13).keys()].map((i) => [`k${i}`, 1]));
    expect(analyticsBatchSchema.safeParse({ visit: 'v', events: [{ ...e, params: many }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ visit: 'v', events: [{ ...e, params: { a: 'x'.repeat(201) } }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ visit: 'v', events: [{ ...e, params: { a: { nested: 1 } } }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ visit: 'v', events: [{ ...e, extra: 1 }] }).success).toBe(false);
  });
});
