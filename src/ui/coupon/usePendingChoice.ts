import { useCallback, useEffect, useState } from 'react';

/**
 * A choice (a radio, a checkbox) shows the player's click at once, while the
 * command is on its way to the worker; the next value of the slip replaces
 * it, and a refusal takes it back. Without it a controlled input snaps back
 * for a frame until the projection arrives.
 */
export function usePendingChoice<T>(actual: T): { shown: T; choose: (value: T) => void; forget: () => void } {
  const [pending, setPending] = useState<{ readonly value: T } | null>(null);
  useEffect(() => setPending(null), [actual]);
  const choose = useCallback((value: T) => setPending({ value }), []);
  const forget = useCallback(() => setPending(null), []);
  return { shown: pending ? pending.value : actual, choose, forget };
}
