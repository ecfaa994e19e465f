import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { modalSurvivesNavigation } from '../../core/format/modalNavigation';
import { useProjectionSelector } from '../core-access/coreContext';
import { asksForHistory, withoutHistoryHref } from './historyLink';

// Each modal is a chunk of its own, fetched when it first has something to show: the first load carries neither.
const QuestionModal = lazy(() => import('../questions/QuestionModal'));
const SupportHistoryModal = lazy(() => import('./SupportHistoryModal'));

/**
 * SPEC 2's player modals over every page of the main layout: the operator's
 * oldest open question (the worker's `questions` projection, the same in
 * every tab) and the player's support history (`?support=history`). Both
 * hide on a navigation unless SPEC 2's rule (modalSurvivesNavigation) keeps
 * them; a question hidden so, or put off, comes back when the page loads
 * again or is answered elsewhere.
 */
export default function PlayerModals({ lang }: { lang: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const questionId = useProjectionSelector('questions', (q) => (q.player === 'signedIn' ? (q.current?.id ?? null) : null)) ?? null;
  const [hiddenQuestion, setHiddenQuestion] = useState<number | null>(null);
  const [historyOpen, setHistoryOpen] = useState(() => asksForHistory(location));
  const [seen, setSeen] = useState<Location>(location);

  // Decided while rendering the new address, so a modal the navigation hides never paints over the next page.
  if (seen !== location) {
    setSeen(location);
    const kept = modalSurvivesNavigation(seen, location);
    if (!kept && questionId !== null) setHiddenQuestion(questionId);
    if (asksForHistory(location)) setHistoryOpen(true);
    else if (!kept) setHistoryOpen(false);
  }

  const closeHistory = () => {
    setHistoryOpen(false);
    if (asksForHistory(location)) void navigate(withoutHistoryHref(location), { replace: true });
  };

  return (
    <Suspense fallback={null}>
      {questionId !== null && questionId !== hiddenQuestion && !historyOpen && (
        <QuestionModal onLater={() => setHiddenQuestion(questionId)} />
      )}
      {historyOpen && <SupportHistoryModal lang={lang} onClose={closeHistory} />}
    </Suspense>
  );
}
