import { useState } from 'react';

/**
 * Whether a dialog has ever been open: a dialog whose code loads when it first opens renders from
 * then on, so closing animates as before (`GenericModal`, the app-download dialog).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
