import type { MediaState } from '../../protocol/media';

export const initialMediaState: MediaState = { items: [] };
