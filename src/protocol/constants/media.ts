import { API_PATH } from './apiPath';

export const MEDIA_PATHS = { livePlaylist: (gameId: number) => `${API_PATH}/media/live/${gameId}/index.m3u8` } as const;
