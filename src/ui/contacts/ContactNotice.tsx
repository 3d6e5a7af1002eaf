import { useSelector } from '@xstate/react';
import { type ContactsActor, noticeOf } from '../../machines/contacts/contacts/toView.ts';
import { CONTACT_NOTICE } from '../../machines/shared/contacts/notice.ts';
import { loadedWhenShown } from '../common/loadedWhenShown.ts';
import { useT } from '../common/useT.ts';

// The snackbar (Fluent's MessageBar with its intent icons) shows only after the book was changed:
// loaded when it first shows, as the root's is (docs/delivery.md). A failed save's notice may show
// while the server is away: the snackbar then waits for its code, the page stays up.
const useTopSnackbar = loadedWhenShown(() =>
  import('../overlays/TopSnackbar.tsx').then((module) => module.TopSnackbar),
);

const FAILED_NOTICES: ReadonlySet<string> = new Set([
  CONTACT_NOTICE.addFailed,
  CONTACT_NOTICE.editFailed,
  CONTACT_NOTICE.deleteFailed,
  // issue 24 item 2: refused offline or with the server out of reach — announced as an alert, like a failure.
  CONTACT_NOTICE.needsConnection,
  CONTACT_NOTICE.needsServer,
  // The export's writers could not be fetched (their chunk loads with the first export).
  CONTACT_NOTICE.exportFailed,
]);

/**
 * The address book's notice (spec 3 §4: alert.t12–t17 for 5 s), wherever the book was changed
 * from — the contacts tab, or 'add contact' in a chat header. While the contact form is open the
 * panel places it inside the dialog (`inline`): a failed save keeps the form open, and a notice
 * outside a modal dialog would be hidden from screen readers.
 */
export function ContactNotice({ contacts, inline = false }: { contacts: ContactsActor; inline?: boolean }) {
  const notice = useSelector(contacts, noticeOf);
  return notice ? <Shown contacts={contacts} notice={notice} inline={inline} /> : null;
}

function Shown({
  contacts,
  notice,
  inline,
}: {
  contacts: ContactsActor;
  notice: NonNullable<ReturnType<typeof noticeOf>>;
  inline: boolean;
}) {
  const t = useT();
  const TopSnackbar = useTopSnackbar();
  // Nothing until its code has arrived (the chart keeps the notice for 5 s, so it shows once loaded).
  if (!TopSnackbar) return null;
  return (
    <TopSnackbar
      text={t(notice.messageKey, notice.values)}
      intent={FAILED_NOTICES.has(notice.messageKey) ? 'error' : 'success'}
      onClose={() => contacts.send({ type: 'notice.close' })}
      inline={inline}
    />
  );
}
