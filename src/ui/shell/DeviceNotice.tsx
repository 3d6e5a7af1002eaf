import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GenericModal } from '../common/GenericModal.tsx';

/**
 * spec 1 §1: mobile and tablet visitors see a 'use mobile' notice (pingme redirects before the
 * app starts, see main.tsx). decision: the notice can be dismissed — the web app still works on a
 * large tablet, and a person should never be locked out.
 */
export function DeviceNotice() {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <GenericModal
      open={open}
      avatar="warning"
      title={intl.formatMessage({ id: 'shell.device.title' })}
      rightLabel={intl.formatMessage({ id: 'shell.device.continue' })}
      onRight={close}
    >
      {intl.formatMessage({ id: 'shell.device.text' })}
    </GenericModal>
  );
}
