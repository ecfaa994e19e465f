import type { MediaEvent, MediaState } from '../../protocol/media';

/** Opened ones join the end (the oldest first); a second copy of an id or of a game's kind is not taken twice. */
export function evolveMedia(state: MediaState, event: MediaEvent): MediaState {
  switch (event.type) {
    case 'media/opened': {
      const media = event.payload.media;
      const taken = state.items.some((m) => m.id === media.id || (m.gameId === media.gameId && m.type === media.type));
      return taken ? state : { items: [...state.items, media] };
    }
    case 'media/moved': {
      const { id, target, isFloating } = event.payload;
      if (!state.items.some((m) => m.id === id)) return state;
      return { items: state.items.map((m) => (m.id === id ? { ...m, target, isFloating } : m)) };
    }
    case 'media/closed': {
      const closing = new Set(event.payload.ids);
      const items = state.items.filter((m) => !closing.has(m.id));
      return items.length === state.items.length ? state : { items };
    }
  }
}
