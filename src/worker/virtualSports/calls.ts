import { VIRTUAL_PATHS, virtualBoardSchema, type VirtualBoard } from '../../protocol/virtualSports';
import type { HttpClient } from '../http/client';

/** The virtual sports calls and their schema: a chunk of its own, loaded when the page first asks. */

export const loadBoard = (http: HttpClient, lang: string) => http.get(VIRTUAL_PATHS.board, { schema: virtualBoardSchema, query: { lang } });

/** A stream event's board, or null when it does not read as one. */
export function boardOf(data: string): VirtualBoard | null {
  try {
    const parsed = virtualBoardSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const streamPath = (lang: string): string => `${VIRTUAL_PATHS.stream}?lang=${encodeURIComponent(lang)}`;
