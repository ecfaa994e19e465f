import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CasinoGame } from '../../../protocol/casino/catalogue';
import type { SessionProjection } from '../../../protocol/session';
import { useDispatch, useProjectionSelector } from '../../core-access/coreContext';
import { requestLogin } from '../../core-access/loginRequest';

/**
 * What every tile of a list shares: the texts, the language of its numbers, whether the
 * player is signed in and the star's command. Read once by the list, not by
 * each tile: a tile's own useTranslation copies the i18next instance when it
 * mounts, and a scroll mounts a row of tiles a frame.
 */
export interface TileKit {
  readonly t: TFunction;
  /** The language of the tiles' numbers. */
  readonly language: string;
  readonly signedIn: boolean;
  readonly star: (game: CasinoGame, on: boolean) => void;
}

const selectSignedIn = (session: SessionProjection) => session.status === 'signedIn';

export function useTileKit(): TileKit {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const signedIn = useProjectionSelector('session', selectSignedIn) === true;
  const language = i18n.language;
  return useMemo<TileKit>(
    () => ({
      t,
      language,
      signedIn,
      star: (game, on) => {
        // A guest is asked to sign in (and comes back to this page).
        if (!signedIn) return requestLogin({ returnUrl: window.location.pathname + window.location.search, reason: 'button' });
        void dispatch({ type: 'casinoLobby/favourite', payload: { gameId: game.id, on } });
      },
    }),
    [t, language, signedIn, dispatch],
  );
}
