import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from './Icon';

export type OddsMove = 'up' | 'down' | null;

/**
 * The odds button: name and coefficient, selected (in the slip), locked
 * (suspended or finished), and the direction of the last move. Hot path: no
 * context, no objects made per render; the caller memoises it per outcome.
 */
export function OddsButton({
  name,
  coef,
  move,
  selected,
  locked,
  coefRef,
  coefTestId,
  lockTestId,
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  name: string;
  coef: string;
  move: OddsMove;
  selected: boolean;
  locked: boolean;
  coefRef?: Ref<HTMLSpanElement>;
  coefTestId?: string;
  lockTestId?: string;
}) {
  return (
    <button type="button" className={className ? `odds ${className}` : 'odds'} aria-pressed={selected} aria-disabled={locked} {...rest}>
      <span className="odds__name">{name}</span>
      {locked && (
        <span className="odds__lock" aria-hidden="true" data-testid={lockTestId}>
          <Icon name="lock" size={12} />
        </span>
      )}
      <span ref={coefRef} className={move && !locked ? `odds__coef live-move--${move}` : 'odds__coef'} data-testid={coefTestId}>
        {coef}
      </span>
    </button>
  );
}
