import { MEDIA_TOKEN_PARAM } from '../../src/protocol/constants/media';
import type { LiveWindow } from './liveWindow';

/**
 * The live playlist text of a window (RFC 8216): no EXT-X-ENDLIST, so a
 * player reloads it; segment URIs are relative (`<n>.ts`) and carry the same
 * video token, so the player needs nothing beyond the playlist's URL.
 */
export function livePlaylist(window: LiveWindow, targetDurationS: number, token: string): string {
  const query = `?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetDurationS}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
  ];
  for (const segment of window.segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, `${segment.n}.ts${query}`);
  }
  return `${lines.join('\n')}\n`;
}
