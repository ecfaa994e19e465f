import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import { MEDIA_LIMITS } from '../../protocol/constants/mediaLimits';
import {
  MEDIA_COMMAND_SCHEMAS,
  videoIdOf,
  zoneIdOf,
  type Media,
  type MediaCommand,
  type MediaEvent,
  type MediaPlace,
  type MediaState,
} from '../../protocol/media';
import { invalidCommand, reject } from '../../protocol/rejections';
import type { DecideContext, Decision } from '../shared/decision';

/** Where a place puts a media: the column it docks in (floating keeps its column) and whether it floats. */
export function placement(place: MediaPlace, current: Media['target']): Pick<Media, 'target' | 'isFloating'> {
  return place === 'floating' ? { target: current, isFloating: true } : { target: place, isFloating: false };
}

/** The one media of a game and kind, if open. */
export const mediaOf = (state: MediaState, gameId: number, kind: Media['type']): Media | undefined =>
  state.items.find((m) => m.gameId === gameId && m.type === kind);

function moved(media: Media, place: MediaPlace): MediaEvent[] {
  const next = placement(place, media.target);
  if (next.target === media.target && next.isFloating === media.isFloating) return [];
  return [{ type: 'media/moved', v: 1, payload: { id: media.id, ...next } }];
}

/**
 * One media per game and kind (opening it again moves it), at most
 * MEDIA_LIMITS.maxOpen at once: at the limit the oldest auto-clearable one
 * gives way, and with none the open is refused. Closing a closed one and
 * clearing games with no auto-clearable media decide nothing, so every tab
 * and every host may repeat them.
 */
export function decideMedia(state: MediaState, command: MediaCommand, ctx: DecideContext): Decision<MediaEvent> {
  switch (command.type) {
    case 'media/open': {
      const parsed = MEDIA_COMMAND_SCHEMAS['media/open'].safeParse(command.payload);
      if (!parsed.success) return invalidCommand(parsed.error);
      const { gameId, kind, place, autoClearable, recommended, game } = parsed.data;
      if (!game) return reject('media.unknown_game', { gameId });
      if (game.status === GAME_STATUS.finished) return reject('media.game_finished', { gameId });
      if (kind === 'video' && !game.hasVideo) return reject('media.no_video', { gameId });
      const open = mediaOf(state, gameId, kind);
      if (open) return moved(open, place);
      const events: MediaEvent[] = [];
      if (state.items.length >= MEDIA_LIMITS.maxOpen) {
        const oldest = state.items.find((m) => m.autoClearable);
        if (!oldest) return reject('media.limit_reached', { max: MEDIA_LIMITS.maxOpen });
        events.push({ type: 'media/closed', v: 1, payload: { ids: [oldest.id], reason: 'limit' } });
      }
      const media: Media = {
        id: ctx.newId(),
        type: kind,
        ...placement(place, 'right'),
        gameId,
        sportId: game.sportId,
        videoId: kind === 'video' ? videoIdOf(gameId) : null,
        zoneId: kind === 'zone' ? zoneIdOf(gameId) : null,
        title: game.title,
        gameLink: game.gameLink,
        autoClearable,
        videoSourceType: 'LIVE',
        isRecommended: recommended,
        openedAt: ctx.now,
      };
      events.push({ type: 'media/opened', v: 1, payload: { media } });
      return events;
    }
    case 'media/close': {
      const parsed = MEDIA_COMMAND_SCHEMAS['media/close'].safeParse(command.payload);
      if (!parsed.success) return invalidCommand(parsed.error);
      const open = state.items.some((m) => m.id === parsed.data.mediaId);
      return open ? [{ type: 'media/closed', v: 1, payload: { ids: [parsed.data.mediaId], reason: 'closed' } }] : [];
    }
    case 'media/move': {
      const parsed = MEDIA_COMMAND_SCHEMAS['media/move'].safeParse(command.payload);
      if (!parsed.success) return invalidCommand(parsed.error);
      const media = state.items.find((m) => m.id === parsed.data.mediaId);
      if (!media) return reject('media.unknown_media');
      return moved(media, parsed.data.place);
    }
    case 'media/clear-ended': {
      const parsed = MEDIA_COMMAND_SCHEMAS['media/clear-ended'].safeParse(command.payload);
      if (!parsed.success) return invalidCommand(parsed.error);
      const ended = new Set(parsed.data.gameIds);
      const ids = state.items.filter((m) => m.autoClearable && ended.has(m.gameId)).map((m) => m.id);
      return ids.length === 0 ? [] : [{ type: 'media/closed', v: 1, payload: { ids, reason: 'ended' } }];
    }
  }
}
