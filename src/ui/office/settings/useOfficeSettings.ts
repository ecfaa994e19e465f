import { useCallback, useEffect } from 'react';
import { useDispatch, useProjection } from '../../core-access/coreContext';
import type { DisallowedSportsRequest, FavoriteTeamRef, OfficeSettingsProjection } from '../../../protocol/officeSettings';

/**
 * The worker's office settings (one copy for every tab) and the two saves.
 * Opening a settings page reads them again: another device may have changed them.
 */
export function useOfficeSettings(signedIn: boolean): {
  readonly view: OfficeSettingsProjection | undefined;
  readonly saveSports: (lists: DisallowedSportsRequest) => void;
  readonly saveTeams: (teams: readonly FavoriteTeamRef[]) => void;
} {
  const dispatch = useDispatch();
  const view = useProjection('officeSettings');
  useEffect(() => {
    if (signedIn) void dispatch({ type: 'officeSettings/load', payload: {} });
  }, [dispatch, signedIn]);
  const saveSports = useCallback(
    (lists: DisallowedSportsRequest) => void dispatch({ type: 'officeSettings/saveSports', payload: lists }),
    [dispatch],
  );
  const saveTeams = useCallback(
    (teams: readonly FavoriteTeamRef[]) =>
      void dispatch({ type: 'officeSettings/saveTeams', payload: { teams: teams.map((t) => ({ sportId: t.sportId, slug: t.slug })) } }),
    [dispatch],
  );
  return { view, saveSports, saveTeams };
}
