import { useState } from 'react';
import { GenericModal } from '../common/GenericModal.tsx';
import { useT } from '../common/useT.ts';

/**
 * spec 1 §1: mobile and tablet visitors see a 'use mobile' notice (pingme redirects before the
 * app starts, see main.tsx). decision: the notice can be dismissed — the web app still works on a
 * large tablet, and a person should never be locked out.
 */
export function DeviceNotice() {
  const t = useT();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <GenericModal
      open={open}
      avatar="warning"
      title={t('shell.device.title')}
      rightLabel={t('shell.device.continue')}
      onRight={close}
    >
      {t('shell.device.text')}
    </GenericModal>
  );
}
