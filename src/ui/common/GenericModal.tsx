import { Suspense, useState } from 'react';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';
import type { GenericModalProps } from './GenericModalDialog.tsx';
import { lazyNamed } from './lazyNamed.ts';

export type { GenericModalProps, ModalAvatar } from './GenericModalDialog.tsx';

const GenericModalDialog = lazyNamed(() => import('./GenericModalDialog.tsx'), 'GenericModalDialog');

/**
 * The generic modal (spec 1 §2), rendered everywhere with `open` and loaded the first time it
 * opens: the dialog code (Fluent's Dialog, the avatar icons) stays out of the first screen. Once
 * loaded it stays mounted, so closing animates as before.
 */
export function GenericModal(props: GenericModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<ProgressOverlay />}>
      <GenericModalDialog {...props} />
    </Suspense>
  );
}
