/** `LabelTooltip`'s loaded part: Fluent's tooltip over the button, naming it. */
import { Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

export function LabelTooltipShown({ content, children }: { content: string; children: ReactElement }) {
  return (
    <Tooltip content={content} relationship="label" positioning="after">
      {children}
    </Tooltip>
  );
}
