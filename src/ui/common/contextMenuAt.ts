/**
 * One context menu for a whole list, opened where it was asked for (issue 8 item 23: a menu per
 * row costs every row a popover of its own, drawn again whenever the row is).
 */
import type { PositioningProps, PositioningVirtualElement } from '@fluentui/react-components';
import type { MouseEvent } from 'react';

/** Where a right-click (or the context-menu key) asked for the menu, in viewport pixels. */
export interface MenuPoint {
  x: number;
  y: number;
}

/** The pointer; the context-menu key has no pointer position, so then the element's bottom left. */
export function contextMenuPoint(event: MouseEvent<HTMLElement>): MenuPoint {
  const fromKeyboard = event.clientX === 0 && event.clientY === 0;
  if (!fromKeyboard) return { x: event.clientX, y: event.clientY };
  const box = event.currentTarget.getBoundingClientRect();
  return { x: box.left, y: box.bottom };
}

/** A zero-size box at the point, for the menu to open beside. */
function pointAt({ x, y }: MenuPoint): PositioningVirtualElement {
  return { getBoundingClientRect: () => new DOMRect(x, y, 0, 0) };
}

/** The Fluent `Menu` positioning that opens it at `point` (none while it is closed). */
export function menuPositioningAt(point: MenuPoint | null): PositioningProps {
  return point ? { target: pointAt(point), position: 'below', align: 'start' } : {};
}
