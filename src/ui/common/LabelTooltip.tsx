/**
 * An icon button's name, shown as Fluent's tooltip (relationship 'label') — with the tooltip's
 * code and Fluent's positioning fetched the first time the pointer or the focus comes to the
 * button (issue 8 item 21: the tab bar's tooltips cost the chats tab ~13 KB brotli). Until then
 * the button is named by its `aria-label` and shows the browser's own tooltip (`title`). Fluent's
 * tooltip takes over once its code has arrived and the pointer or the focus has left the button (a
 * failed fetch keeps the light button): putting it in place draws the button anew, which must
 * never happen under a press or a focus (a click would be lost).
 */
import { cloneElement, type ReactElement, startTransition, useRef, useState } from 'react';
import { lazyNamed } from './lazyNamed.ts';

const loadShown = () => import('./LabelTooltipShown.tsx');
const LabelTooltipShown = lazyNamed(loadShown, 'LabelTooltipShown');

interface TriggerProps {
  'aria-label'?: string;
  title?: string;
  onPointerEnter?(): void;
  onPointerLeave?(): void;
  onFocus?(): void;
  onBlur?(): void;
}

export function LabelTooltip({ content, children }: { content: string; children: ReactElement<TriggerProps> }) {
  const [shown, setShown] = useState(false);
  /** Whether Fluent's code has arrived, and whether the pointer or the focus is on the button now. */
  const at = useRef({ arrived: false, inside: false });
  if (shown) return <LabelTooltipShown content={content}>{children}</LabelTooltipShown>;
  const takeOver = () => startTransition(() => setShown(true));
  const want = () => {
    at.current.inside = true;
    // Fetched now, so it is here when the pointer or the focus leaves (or taken on arrival when
    // they have left already). A failed fetch keeps the light button: the tab bar never shows
    // 'could not be loaded' (lazyNamed) in a button's place.
    loadShown().then(
      () => {
        at.current.arrived = true;
        if (!at.current.inside) takeOver();
      },
      () => undefined,
    );
  };
  const leave = () => {
    at.current.inside = false;
    if (at.current.arrived) takeOver();
  };
  return cloneElement(children, {
    'aria-label': content,
    title: content,
    onPointerEnter: want,
    onFocus: want,
    onPointerLeave: leave,
    onBlur: leave,
  });
}
