import { useSelector } from '@xstate/react';
import { type ContactsActor, noticeOf } from '../../machines/contacts/contacts/toView.ts';
import { CONTACT_NOTICE } from '../../machines/shared/contacts/notice.ts';
import { useT } from '../common/useT.ts';
import { TopSnackbar } from '../overlays/TopSnackbar.tsx';

const FAILED_NOTICES: ReadonlySet<string> = new Set([
  CONTACT_NOTICE.addFailed,
  CONTACT_NOTICE.editFailed,
  CONTACT_NOTICE.deleteFailed,
  // issue 24 item 2: refused offline — announced as an alert, like a failure.
  CONTACT_NOTICE.needsConnection,
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
    <TopSnackbar
      text={t(notice.messageKey, notice.values)}
      intent={FAILED_NOTICES.has(notice.messageKey) ? 'error' : 'success'}
      onClose={() => contacts.send({ type: 'notice.close' })}
    />
  );
}
