import { useEffect, useState } from 'react';
import { GenericModal } from '../common/GenericModal.tsx';
import { useT } from '../common/useT.ts';

/**
 * decision: pingme's redirect of phone and tablet visitors (spec 1 §1) waits this long, showing
 * where it goes and offering to stay (issue 22 item 8: a redirect at once left no way to stay on
 * the desktop site, and the mobile site, another host, cannot lead back).
 */
export const MOBILE_SITE_REDIRECT_SECONDS = 5;

/** The brand's mobile site, for a visitor who has not chosen to stay on this one. */
export interface MobileSite {
  /** Leaves for the mobile site. */
  go(): void;
  /** Stays here, and remembers it: the next visit opens this site without asking. */
  stay(): void;
}

/**
 * spec 1 §1: mobile and tablet visitors see a 'use mobile' notice, and on pingme they are
 * redirected to a mobile site. decision: the notice can be dismissed — the web app still works on
 * a large tablet, and a person should never be locked out; the redirect can be declined.
 */
export function DeviceNotice({ mobileSite = null }: { mobileSite?: MobileSite | null }) {
  return mobileSite ? <MobileSiteNotice mobileSite={mobileSite} /> : <UseMobileNotice />;
}

function UseMobileNotice() {
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

function MobileSiteNotice({ mobileSite }: { mobileSite: MobileSite }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [seconds, setSeconds] = useState(MOBILE_SITE_REDIRECT_SECONDS);

  // The countdown is the page's navigation, not a domain rule: it lives with the notice.
  useEffect(() => {
    if (!open) return;
    if (seconds === 0) {
      mobileSite.go();
      return;
    }
    const tick = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(tick);
  }, [open, seconds, mobileSite]);

  const stay = () => {
    mobileSite.stay();
    setOpen(false);
  };
  const go = () => {
    setOpen(false);
    mobileSite.go();
  };
  return (
    <GenericModal
      open={open}
      avatar="warning"
      title={t('shell.mobileSite.title')}
      leftLabel={t('shell.mobileSite.stay')}
      rightLabel={t('shell.mobileSite.go')}
      onLeft={stay}
      onRight={go}
      // Escape stays for this visit only: a stray key is not a choice to remember.
      onDismiss={() => setOpen(false)}
    >
      {t('shell.mobileSite.text', { seconds })}
    </GenericModal>
  );
}
