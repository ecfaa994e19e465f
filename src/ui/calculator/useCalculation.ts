import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalculatorInput, CalculatorQuery, CalculatorResult } from '../../protocol/calculator';
import { useCore } from '../core-access/coreContext';

export type CalculationState =
  | { readonly status: 'loading' }
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly form: CalculatorInput; readonly result: CalculatorResult };

/**
 * The calculation on the page: opened from the address's query, and each
 * change of the form sent to the worker, whose answer (lines, returns, the
 * canonical query) replaces the last one; an answer to an older form is
 * dropped. The address follows the canonical query without a new history
 * entry or a route decision, so a reload or a shared link reopens it.
 */
export function useCalculation() {
  const core = useCore();
  const [state, setState] = useState<CalculationState>({ status: 'loading' });
  const asked = useRef(0);

  const ask = useCallback(
    (question: CalculatorQuery, form: CalculatorInput | null) => {
      const id = ++asked.current;
      void core.ask('bettingCalculator', question).then(
        (answer) => {
          if (id !== asked.current) return;
          if (answer.status === 'unavailable') return setState({ status: 'unavailable' });
          setState({ status: 'ready', form: form ?? answer.input, result: answer });
          const url = `${window.location.pathname}?${answer.query}${window.location.hash}`;
          if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
            window.history.replaceState(window.history.state, '', url);
        },
        () => id === asked.current && setState({ status: 'unavailable' }),
      );
    },
    [core],
  );

  const open = useCallback(() => {
    setState({ status: 'loading' });
    ask({ query: window.location.search }, null);
  }, [ask]);
  useEffect(open, [open]);

  /** The form changed: shown at once, priced when the worker answers. */
  const change = useCallback(
    (form: CalculatorInput) => {
      setState((s) => (s.status === 'ready' ? { ...s, form } : s));
      ask({ input: form }, form);
    },
    [ask],
  );

  return { state, change, retry: open };
}
