import { z } from 'zod';

/** The most a key's path segment may take: 128 characters, each percent-encoded as at most three. */
const KEY_MAX = 128;

/**
 * The collector's path below its prefix: one segment, the site config's analytics api key (percent-decoded). Anything
 * else (empty, a further slash, too long, bad escapes) is null: it names no collector, answered 404 whatever the
 * headers, so the schema never refuses.
 */
export const collectorPathSchema = z.object({ rest: z.string() }).transform(({ rest }) => decodeKey(rest));

function decodeKey(segment: string): string | null {
  if (segment === '' || segment.includes('/') || segment.length > 3 * KEY_MAX) return null;
  try {
    const key = decodeURIComponent(segment);
    return key.length > 0 && key.length <= KEY_MAX ? key : null;
  } catch {
    return null;
  }
}
