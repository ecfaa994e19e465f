import { CONFIG_GROUPS, type ConfigGroupId, type SiteConfig } from '../../src/protocol/schemas/siteConfig';

export type GroupParseResult =
  | { readonly ok: true; readonly ids: readonly ConfigGroupId[] }
  | { readonly ok: false; readonly code: 'missing_groups' | 'invalid_groups' | 'unknown_group'; readonly message: string };

const KNOWN_IDS = Object.keys(CONFIG_GROUPS).map(Number);

function isGroupId(id: number): id is ConfigGroupId {
  return Object.hasOwn(CONFIG_GROUPS, id);
}

/** `groups=1,2` (spaces and repeats tolerated) into known group ids, in the order asked. */
export function parseGroupIds(param: string | null): GroupParseResult {
  const tokens = (param ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  if (tokens.length === 0) {
    return {
      ok: false,
      code: 'missing_groups',
      message: `Query parameter "groups" is required, e.g. groups=1,2 (known: ${KNOWN_IDS.join(', ')})`,
    };
  }
  const ids: ConfigGroupId[] = [];
  for (const token of tokens) {
    if (!/^\d{1,9}$/.test(token)) {
      return { ok: false, code: 'invalid_groups', message: `Group id "${token}" is not a whole number` };
    }
    const id = Number(token);
    if (!isGroupId(id)) {
      return { ok: false, code: 'unknown_group', message: `Unknown config group ${id}; known groups: ${KNOWN_IDS.join(', ')}` };
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return { ok: true, ids };
}

/** The fields of each group, keyed by the group id as a string (JSON keys). */
export function sliceGroups(config: SiteConfig, ids: readonly ConfigGroupId[]): Record<string, Partial<SiteConfig>> {
  const answer: Record<string, Partial<SiteConfig>> = {};
  for (const id of ids) {
    const group: Record<string, unknown> = {};
    for (const field of CONFIG_GROUPS[id]) group[field] = config[field];
    answer[String(id)] = group as Partial<SiteConfig>;
  }
  return answer;
}
