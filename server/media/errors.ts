import type { MediaErrorCode } from '../../src/protocol/constants/media';
import { AreaRefusal, areaRefusals } from '../http/areaRefusals';

const STATUS: Readonly<Record<MediaErrorCode, number>> = {
  invalid_request: 400,
  video_token_required: 401,
  video_token_invalid: 401,
  unauthorized: 401,
  video_token_foreign: 403,
  game_not_found: 404,
  no_stream: 404,
  segment_not_live: 404,
  stream_unavailable: 503,
};

/** A typed refusal of a stream call: its code and a clear message. */
export class MediaError extends AreaRefusal<MediaErrorCode> {}

/** How the stream routes answer refusals (server/http/areaRefusals.ts). */
export const MEDIA_REFUSALS = areaRefusals(MediaError, STATUS);
