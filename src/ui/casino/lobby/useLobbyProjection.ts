import { useEffect } from 'react';
import { EMPTY_CASINO_LOBBY, type CasinoLobbyProjection } from '../../../protocol/casino/catalogue';
import { useDispatch, useProjection } from '../../core-access/coreContext';

/** The player's favourites and recent games (every tab's copy), read again from the server when a lobby page opens. */
export function useLobbyProjection(): CasinoLobbyProjection {
  const lobby = useProjection('casinoLobby') ?? EMPTY_CASINO_LOBBY;
  const dispatch = useDispatch();
  const signedIn = lobby.status !== 'guest';
  useEffect(() => {
    if (signedIn) void dispatch({ type: 'casinoLobby/load', payload: {} });
  }, [dispatch, signedIn]);
  return lobby;
}
