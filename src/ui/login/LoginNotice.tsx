import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/**
 * A notice on the login form (the session was reset, a general error). Loaded when first shown:
 * Fluent's MessageBar with its intent icons is ~5 KB brotli the first paint does not need
 * (docs/delivery.md).
 */
export function LoginNotice({ intent, text }: { intent: 'success' | 'error'; text: string }) {
  return (
    <MessageBar intent={intent}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
