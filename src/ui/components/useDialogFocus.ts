import { useEffect, useRef, type RefObject } from 'react';
import { focusablesIn, keepTabIn } from './focusCycle';

/**
 * The keyboard contract of every modal dialog: focus moves in once (to
 * `initial`, else the first control), Tab stays inside, Escape closes, and
 * focus goes back to what opened it. Callers pass a new `onClose` each
 * render; the effect runs once all the same, so focus is never pulled back.
 */
export function useDialogFocus(
  box: RefObject<HTMLElement | null>,
  onClose: () => void,
  initial?: (box: HTMLElement) => HTMLElement | null,
): void {
  const close = useRef(onClose);
  close.current = onClose;
  const pick = useRef(initial);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = box.current;
    if (root) (pick.current?.(root) ?? focusablesIn(root)[0])?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return close.current();
      keepTabIn(event, focusablesIn(box.current));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [box]);
}
