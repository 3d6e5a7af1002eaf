import { Menu, MenuList, MenuPopover } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { type MenuPoint, menuPositioningAt } from './contextMenuAt.ts';

/**
 * Fluent's menu opened at a point (a list's one context menu, `contextMenuAt.ts`), its items the
 * children; open while `at` is set, and `onClose` once a click elsewhere or Escape closes it.
 */
export function MenuAtPoint({ at, onClose, children }: { at: MenuPoint | null; onClose(): void; children: ReactNode }) {
  return (
    <Menu
      open={at !== null}
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
      positioning={menuPositioningAt(at)}
    >
      <MenuPopover>
        <MenuList>{children}</MenuList>
      </MenuPopover>
    </Menu>
  );
}
