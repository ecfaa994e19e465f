import { MEDIA_COMMANDS, MEDIA_EVENT_SCHEMAS, type MediaCommand, type MediaEvent } from '../../protocol/media';
import { defineContext } from '../app/context';
import { decideMedia } from './decide';
import { evolveMedia } from './evolve';
import { initialMediaState } from './state';

/**
 * The videos and trackers the player opened (SPEC 3 Media entity), in the
 * log: every tab shows the same ones and a reload keeps them. The worker's
 * media controller projects them with the recommended stream and clears the
 * auto-clearable ones of games that ended.
 */
export const mediaContext = defineContext({
  name: 'media',
  initial: initialMediaState,
  shape: { version: 1 },
  commands: MEDIA_COMMANDS,
  events: MEDIA_EVENT_SCHEMAS,
  decide: (state, command: MediaCommand, ctx) => decideMedia(state, command, ctx),
  evolve: (state, event: MediaEvent) => evolveMedia(state, event),
});
