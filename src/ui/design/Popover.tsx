import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';
import './menu.css';

type Measurable = { getBoundingClientRect(): DOMRect };

/**
 * A panel anchored to a control that lives elsewhere (a header button drawn
 * by the shell, whose panel is an app fetched when first opened), open while
 * it is rendered. Escape closes it and gives focus back to the control; a
 * click or focus outside closes it and leaves focus where it went; the
 * control itself keeps toggling. The one-open-at-a-time rule is the
 * control's (exclusive.ts), which renders the panel only while open.
 */
export function AnchoredPopover({
  anchor,
  onClose,
  label,
  labelledBy,
  children,
  testId,
  align = 'end',
  panelId,
  initialFocus = true,
  className,
  inline = false,
}: {
  anchor: RefObject<HTMLElement | null>;
  /** `returnFocus`: true after Escape (focus goes back to the control). */
  onClose: (returnFocus: boolean) => void;
  /** Its accessible name: a text, or the id of its title inside. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
  testId?: string;
  align?: 'start' | 'center' | 'end';
  panelId?: string;
  /** false: focus stays where it is (a results list under a search field that keeps typing). */
  initialFocus?: boolean;
  className?: string;
  /** Rendered where it is instead of at the end of the page (it still floats): its region stays its own. */
  inline?: boolean;
}) {
  const insideAnchor = (target: EventTarget | null) => target instanceof Node && (anchor.current?.contains(target) ?? false);
  const content = (
    <RadixPopover.Content
      className={className ? `popover ${className}` : 'popover'}
      id={panelId}
      role="dialog"
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
      align={align}
      sideOffset={8}
      collisionPadding={8}
      onOpenAutoFocus={initialFocus ? undefined : (event) => event.preventDefault()}
      // The control is not a Radix trigger: onClose gives focus back to it when that is right.
      onCloseAutoFocus={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      onInteractOutside={(event) => {
        event.preventDefault();
        if (!insideAnchor(event.target)) onClose(false);
      }}
    >
      {children}
    </RadixPopover.Content>
  );
  return (
    <RadixPopover.Root open>
      <RadixPopover.Anchor virtualRef={anchor as RefObject<Measurable>} />
      {inline ? content : <RadixPopover.Portal>{content}</RadixPopover.Portal>}
    </RadixPopover.Root>
  );
}
