import { redirectLightAnswerSchema, type RedirectResult } from '../../src/protocol/schemas/redirect';
import type { Queryable } from '../db/db';

/** How many rules one answer follows (A → B → C ...): a longer chain is an operator's mistake, answered as it stands. */
export const MAX_RULE_HOPS = 5;

const LANGUAGE_PATH = /^\/([a-z]{2})(\/.*|$)/;

interface RuleRow extends Record<string, unknown> {
  from_path: string;
  to_url: string;
  code: number;
  reason: string;
}

/** '/en/help/' → '/en/help'; the root stays '/'. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

async function ruleFor(db: Queryable, pathname: string): Promise<{ to: string; code: 301 | 302; reason: string } | null> {
  const path = normalisePath(pathname);
  const lang = LANGUAGE_PATH.exec(path);
  const wildcard = lang ? `/{lng}${lang[2] ?? ''}` : null;
  const rows = await db.query<RuleRow>(
    `SELECT from_path, to_url, code, reason FROM redirect_rule
     WHERE from_path = $1 OR from_path = $2 ORDER BY (from_path = $1) DESC LIMIT 1`,
    [path, wildcard ?? path],
  );
  const row = rows[0];
  if (!row) return null;
  const to = lang ? row.to_url.replaceAll('{lng}', lang[1] as string) : row.to_url;
  return { to, code: row.code === 302 ? 302 : 301, reason: row.reason };
}

/**
 * What the redirect service answers for a URL: the end of the chain of rules
 * that starts at its path, the query kept (unless the last rule names its
 * own), with the steps as breadcrumbs. A chain that comes back to a URL it
 * passed is answered as it stands: the client sees the loop in the
 * breadcrumbs and does not follow it (SPEC 5).
 */
export async function lookupRedirect(db: Queryable, url: string): Promise<RedirectResult> {
  const parsed = new URL(url, 'http://site.invalid');
  const start = normalisePath(parsed.pathname);
  const breadcrumbs: string[] = [];
  const reasons: string[] = [];
  let current = start;
  let code: 301 | 302 = 301;
  for (let hop = 0; hop < MAX_RULE_HOPS; hop += 1) {
    const rule = await ruleFor(db, current);
    if (!rule) break;
    breadcrumbs.push(current);
    reasons.push(rule.reason);
    // A temporary step makes the whole move temporary.
    if (rule.code === 302) code = 302;
    current = rule.to;
    if (breadcrumbs.includes(normalisePath(current)) || !current.startsWith('/')) break;
  }
  if (breadcrumbs.length === 0) return { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] };
  const keepsQuery = parsed.search !== '' && !current.includes('?');
  return { redirect: true, code, url: keepsQuery ? current + parsed.search : current, reasons, breadcrumbs };
}

/** The answer as the protocol schema has it: a rule the operator typed wrongly fails here, not in a browser. */
export function redirectAnswerOf(result: RedirectResult): { data: RedirectResult } {
  return redirectLightAnswerSchema.parse({ data: result });
}
