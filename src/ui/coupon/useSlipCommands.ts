import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Accepted } from '../../protocol/envelope';
import { isRejection, type Rejection } from '../../protocol/rejections';
import { useDispatch, type CommandInput } from '../core-access/coreContext';
import { couponErrorText } from './errorText';

/** Sends a coupon command; resolves to its answer (a refusal is also shown in the slip's notice). */
export type RunCommand = (command: CommandInput) => Promise<Accepted | Rejection>;

export interface SlipNotice {
  readonly code: string;
  readonly text: string;
}

/**
 * The slip's commands and the one line that says why the last of them was
 * refused (a type the bets do not allow, too many bankers, a settings
 * conflict...). The next accepted command clears it.
 */
export function useSlipCommands(money: (minor: number) => string): { run: RunCommand; notice: SlipNotice | null; dismiss: () => void } {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [notice, setNotice] = useState<SlipNotice | null>(null);
  // The row callbacks stay the same object while the currency changes, so memoised rows do not render again.
  const moneyRef = useRef(money);
  moneyRef.current = money;
  const run = useCallback<RunCommand>(
    async (command) => {
      const answer = await dispatch(command);
      if (isRejection(answer))
        setNotice({ code: answer.code, text: couponErrorText(t, answer.code, answer.params, (minor) => moneyRef.current(minor)) });
      else setNotice(null);
      return answer;
    },
    [dispatch, t],
  );
  const dismiss = useCallback(() => setNotice(null), []);
  return { run, notice, dismiss };
}
