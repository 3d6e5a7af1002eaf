import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * The connection notice's warning bar, loaded when the notice first shows: Fluent's MessageBar
 * with its intent icons is ~3 KB brotli the chats tab's first paint does not need (docs/delivery.md).
 */
export function ConnectionNoticeBar({ className, children }: { className: string; children: ReactNode }) {
  return (
    <MessageBar intent="warning" layout="singleline">
      <MessageBarBody className={className}>{children}</MessageBarBody>
    </MessageBar>
  );
}
