/** `LabelTooltip`'s loaded part: Fluent's tooltip over the button, which gets back a focus it had. */
import { Tooltip } from '@fluentui/react-components';
import { type ReactElement, type RefObject, useEffect, useRef } from 'react';

interface Props {
  content: string;
  visible: boolean;
  onVisibleChange(visible: boolean): void;
  /** The light button had the focus when it was replaced. */
  refocus: RefObject<boolean>;
  children: ReactElement;
}

export function LabelTooltipShown({ content, visible, onVisibleChange, refocus, children }: Props) {
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [refocus]);
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      <Tooltip
        content={content}
        relationship="label"
        positioning="after"
        visible={visible}
        onVisibleChange={(_, data) => onVisibleChange(data.visible)}
      >
        {children}
      </Tooltip>
    </span>
  );
}
