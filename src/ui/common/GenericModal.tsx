import { Suspense } from 'react';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';
import type { GenericModalProps } from './GenericModalDialog.tsx';
import { lazyNamed } from './lazyNamed.ts';
import { useOpenedOnce } from './useOpenedOnce.ts';

export type { GenericModalProps, ModalAvatar } from './GenericModalDialog.tsx';

const GenericModalDialog = lazyNamed(() => import('./GenericModalDialog.tsx'), 'GenericModalDialog');

/**
 * The generic modal (spec 1 §2), rendered everywhere with `open` and loaded the first time it
 * opens: the dialog code (Fluent's Dialog, the avatar icons) stays out of the first screen. Once
 * loaded it stays mounted, so closing animates as before.
 */
export function GenericModal(props: GenericModalProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={<ProgressOverlay />}>
      <GenericModalDialog {...props} />
    </Suspense>
  );
}
