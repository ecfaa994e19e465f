import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '../../../protocol/casino/catalogue';
import { useDispatch, useProjectionSelector } from '../../core-access/coreContext';
import { requestLogin } from '../../core-access/loginRequest';
import type { SessionProjection } from '../../../protocol/session';

const selectSignedIn = (session: SessionProjection) => session.status === 'signedIn';

/**
 * The favourite star of a tile: the worker moves it in every tab at once.
 * A guest is asked to sign in (and comes back to this page).
 */
export function StarButton({ game, starred }: { game: CasinoGame; starred: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const signedIn = useProjectionSelector('session', selectSignedIn) === true;
  const label = signedIn
    ? t(starred ? 'casinoLobby.star.remove' : 'casinoLobby.star.add', { name: game.name })
    : t('casinoLobby.star.sign_in');
  return (
    <button
      type="button"
      className={`lobby-star${starred ? ' lobby-star--on' : ''}`}
      aria-pressed={signedIn ? starred : undefined}
      aria-label={label}
      title={label}
      data-testid="lobby-star"
      onClick={() => {
        if (!signedIn) return requestLogin({ returnUrl: window.location.pathname + window.location.search, reason: 'button' });
        void dispatch({ type: 'casinoLobby/favourite', payload: { gameId: game.id, on: !starred } });
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
      </svg>
    </button>
  );
}
