/**
 * An icon button's name, shown as Fluent's tooltip (relationship 'label') — with the tooltip's
 * code and Fluent's positioning fetched the first time the pointer or the focus comes to the
 * button (issue 8 item 21: the tab bar's tooltips cost the chats tab ~13 KB brotli). Until then
 * the name is the button's `aria-label`, so the button is named the same from the start. The
 * swap happens in a transition (the light button stays until the code is here); a button that
 * had the focus gets it back, and the tooltip opens as the pointer or focus asked.
 */
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  startTransition,
  useRef,
  useState,
} from 'react';
import { lazyNamed } from './lazyNamed.ts';

const LabelTooltipShown = lazyNamed(() => import('./LabelTooltipShown.tsx'), 'LabelTooltipShown');

interface TriggerProps {
  'aria-label'?: string;
  onPointerEnter?(event: PointerEvent<HTMLElement>): void;
  onPointerLeave?(event: PointerEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
}

export function LabelTooltip({ content, children }: { content: string; children: ReactElement<TriggerProps> }) {
  const [asked, setAsked] = useState(false);
  const [visible, setVisible] = useState(false);
  const focused = useRef(false);
  if (asked) {
    return (
      <LabelTooltipShown content={content} visible={visible} onVisibleChange={setVisible} refocus={focused}>
        {children}
      </LabelTooltipShown>
    );
  }
  const ask = (focus: boolean) => {
    focused.current = focus;
    setVisible(true);
    startTransition(() => setAsked(true));
  };
  const trigger: TriggerProps = {
    'aria-label': content,
    onPointerEnter: () => ask(focused.current),
    onPointerLeave: () => setVisible(false),
    onFocus: () => ask(true),
    onBlur: () => {
      focused.current = false;
      setVisible(false);
    },
  };
  return cloneElement(children, trigger);
}
