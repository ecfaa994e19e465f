import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { openExclusiveId, useExclusiveOpen } from './exclusive';
import './menu.css';

/**
 * A menu button and its menu (WAI-ARIA menu button, from Radix): arrows move,
 * Enter and Space choose, typing jumps, Escape and a click outside close, and
 * focus returns to the button. Only one menu or popover of the page is open
 * at a time (exclusive.ts).
 */
export function Menu({
  id,
  trigger,
  children,
  align = 'end',
  label,
  testId,
}: {
  /** The page-unique name of this menu, for the one-open-at-a-time rule. */
  id: string;
  /** The button (rendered as the trigger through asChild: a <button> element). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  label?: string;
  testId?: string;
}) {
  const [open, setOpen] = useExclusiveOpen(id);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          data-testid={testId}
          onCloseAutoFocus={(event) => {
            // Closed because another menu or panel opened: focus stays with that one, not back on this button.
            if (openExclusiveId() !== null) event.preventDefault();
          }}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export const MenuItem = ({ className, ...props }: DropdownMenu.DropdownMenuItemProps) => (
  <DropdownMenu.Item className={className ? `menu__item ${className}` : 'menu__item'} {...props} />
);
export const MenuLabel = (props: DropdownMenu.DropdownMenuLabelProps) => <DropdownMenu.Label className="menu__label" {...props} />;
export const MenuSeparator = () => <DropdownMenu.Separator className="menu__separator" />;
export const MenuGroup = DropdownMenu.Group;
export const MenuRadioGroup = DropdownMenu.RadioGroup;
export const MenuRadioItem = ({ className, children, ...props }: DropdownMenu.DropdownMenuRadioItemProps) => (
  <DropdownMenu.RadioItem className={className ? `menu__item menu__item--radio ${className}` : 'menu__item menu__item--radio'} {...props}>
    <span className="menu__check" aria-hidden="true" />
    {children}
  </DropdownMenu.RadioItem>
);
export const MenuCheckboxItem = ({ className, children, ...props }: DropdownMenu.DropdownMenuCheckboxItemProps) => (
  <DropdownMenu.CheckboxItem
    className={className ? `menu__item menu__item--check ${className}` : 'menu__item menu__item--check'}
    {...props}
  >
    <span className="menu__check" aria-hidden="true" />
    {children}
  </DropdownMenu.CheckboxItem>
);
