/**
 * The media context's bounds (SPEC 3 "Media entity"). At the limit, opening
 * another closes the oldest auto-clearable one; when none is auto-clearable
 * the open is refused (`media.limit_reached`).
 */
export const MEDIA_LIMITS = {
  /** Players and trackers open at once in the browser (every tab shows the same ones). */
  maxOpen: 4,
} as const;

/** SPEC 3: the media's source; live streams only so far. */
export const VIDEO_SOURCE_TYPES = ['LIVE'] as const;
