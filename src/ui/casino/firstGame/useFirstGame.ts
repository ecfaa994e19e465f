import { useCallback, useEffect, useState } from 'react';
import type { FirstGameResult } from '../../../protocol/casino/firstGame';
import { useCore } from '../../core-access/coreContext';

/** The signed-in player's first real-money game from the worker: null while it loads; `reload` after an error. */
export function useFirstGame(signedIn: boolean) {
  const core = useCore();
  const [result, setResult] = useState<FirstGameResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    setResult(null);
    core.ask('casinoFirstGame', {}).then(
      (answer) => live && setResult(answer),
      () => live && setResult({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [core, signedIn, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { result, reload };
}
