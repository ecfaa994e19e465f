import { useCallback, useRef, useState, type ReactNode } from 'react';
import { isRejection, type Rejection } from '../../protocol/rejections';
import { isStepUpRequired } from './securityError';
import { StepUpDialog } from './StepUpDialog';

/**
 * Runs a call that may need a step-up: when the server refuses it with
 * `step_up_required`, the one step-up dialog opens and, once the player
 * stepped up, the same call runs again; cancelled, the refusal is answered.
 * The caller renders `dialog` and keeps its own form as it was.
 */
export function useStepUp(): {
  run<A>(call: () => Promise<A | Rejection>): Promise<A | Rejection>;
  /** Opens the dialog for a refusal that came another way (the wallet's recorded request); true once stepped up. */
  ask(): Promise<boolean>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const settle = useRef<((stepped: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const finish = (stepped: boolean) => {
    setOpen(false);
    settle.current?.(stepped);
    settle.current = null;
  };

  const run = useCallback(
    async <A,>(call: () => Promise<A | Rejection>): Promise<A | Rejection> => {
      const first = await call();
      if (!isRejection(first) || !isStepUpRequired(first)) return first;
      return (await ask()) ? call() : first;
    },
    [ask],
  );

  return { run, ask, dialog: open ? <StepUpDialog onDone={() => finish(true)} onCancel={() => finish(false)} /> : null };
}
