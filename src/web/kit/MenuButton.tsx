import type { ReactElement } from 'react';
import { Button, PopoverNext, type ButtonProps } from '@blueprintjs/core';

export interface MenuButtonProps extends ButtonProps {
  /** The menu the button opens. */
  menu: ReactElement;
}

/** A button that opens its menu under it, right edges aligned (the profile menu, a list's Actions). */
export function MenuButton({ menu, ...button }: MenuButtonProps) {
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button {...button} />
    </PopoverNext>
  );
}
