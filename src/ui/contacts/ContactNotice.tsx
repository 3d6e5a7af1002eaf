import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { type ContactsActor, noticeOf } from '../../machines/contacts/contacts/toView.ts';
import { CONTACT_NOTICE } from '../../machines/shared/contacts/notice.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useT } from '../common/useT.ts';

// The snackbar (Fluent's MessageBar with its intent icons) shows only after the book was changed:
// loaded when it first shows, as the root's is (docs/delivery.md).
const TopSnackbar = lazyNamed(() => import('../overlays/TopSnackbar.tsx'), 'TopSnackbar');

const FAILED_NOTICES: ReadonlySet<string> = new Set([
  CONTACT_NOTICE.addFailed,
  CONTACT_NOTICE.editFailed,
  CONTACT_NOTICE.deleteFailed,
]);

/**
 * The address book's notice (spec 3 §4: alert.t12–t17 for 5 s), wherever the book was changed
 * from — the contacts tab, or 'add contact' in a chat header.
 */
export function ContactNotice({ contacts }: { contacts: ContactsActor }) {
  const t = useT();
  const notice = useSelector(contacts, noticeOf);
  if (!notice) return null;
  return (
    // Nothing until its code has arrived (the chart keeps the notice for 5 s, so it shows once loaded).
    <Suspense fallback={null}>
      <TopSnackbar
        text={t(notice.messageKey, notice.values)}
        intent={FAILED_NOTICES.has(notice.messageKey) ? 'error' : 'success'}
        onClose={() => contacts.send({ type: 'notice.close' })}
      />
    </Suspense>
  );
}
