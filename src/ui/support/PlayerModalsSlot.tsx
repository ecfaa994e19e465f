import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useProjectionSelector } from '../core-access/coreContext';

// The modals and their navigation rule come when first wanted: the support button is in every first load, they are not.
const PlayerModals = lazy(() => import('./PlayerModals'));

/**
 * Where the player modals hang (every main-layout page): nothing until a
 * signed-in player has an open question or the address asks for the support
 * history (`?support=history`, historyLink.ts); then the modals' chunk, which
 * stays to follow later navigations and questions.
 */
export function PlayerModalsSlot({ lang }: { lang: string }) {
  const question = useProjectionSelector('questions', (q) => q.player === 'signedIn' && q.current !== null) ?? false;
  const { search } = useLocation();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (question || search.includes('support=history'))) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <PlayerModals lang={lang} />
    </Suspense>
  ) : null;
}
