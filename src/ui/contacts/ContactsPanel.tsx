import {
  Button,
  Checkbox,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, PersonAddRegular, SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  allShownSelected,
  bookFailureOf,
  type ContactsActor,
  contactCountOf,
  deleteCountOf,
  detailOf,
  dialogOf,
  formActorOf,
  importActorOf,
  isEditMode,
  isEmptyBook,
  queryOf,
  readOnlyNoticeOf,
  selectedCountOf,
  showsLoadingSnackbar,
} from '../../machines/contacts/contacts/toView.ts';
import { selectContactsRef } from '../../machines/shell/app/toView.ts';
import { useAppActor } from '../appContext.ts';
import { GenericModal } from '../common/GenericModal.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { useT } from '../common/useT.ts';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';
import { AreaPending } from '../shell/AreaPending.tsx';
import { ContactDetail } from './ContactDetail.tsx';
import { ContactFormDialog } from './ContactFormDialog.tsx';
import { ContactImportDialog } from './ContactImportDialog.tsx';
import { COLUMNS, ContactList } from './ContactList.tsx';
import { ContactNotice } from './ContactNotice.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%' },
  book: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  toolbar: { display: 'flex', gap: '8px', alignItems: 'center', padding: '12px 16px', flexWrap: 'wrap' },
  search: { marginLeft: 'auto', width: '260px' },
  header: {
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    gap: '8px',
    alignItems: 'center',
    padding: '6px 8px',
    color: tokens.colorNeutralForeground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  grid: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  empty: { padding: '48px 24px', display: 'flex', flexDirection: 'column', gap: '12px', alignItems: 'center' },
  steps: { margin: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
});

/** The contacts tab (spec 3 §2 Contacts): toolbar, the A–Z book, the detail panel and dialogs. */
export function ContactsPanel() {
  const app = useAppActor();
  const contacts = useSelector(app, selectContactsRef);
  return contacts ? <AddressBook contacts={contacts} /> : <AreaPending area="contacts" />;
}

function AddressBook({ contacts }: { contacts: ContactsActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const ownTelCode = useSelector(app, (s) => s.context.account?.accountInfo.telCode || null);
  const count = useSelector(contacts, contactCountOf);
  const query = useSelector(contacts, queryOf);
  const editMode = useSelector(contacts, isEditMode);
  const selectedCount = useSelector(contacts, selectedCountOf);
  const allSelected = useSelector(contacts, allShownSelected);
  const empty = useSelector(contacts, isEmptyBook);
  const loading = useSelector(contacts, showsLoadingSnackbar);
  const failure = useSelector(contacts, bookFailureOf);
  const readOnly = useSelector(contacts, readOnlyNoticeOf);
  const detail = useSelector(contacts, detailOf);
  const dialog = useSelector(contacts, dialogOf);
  const deleteCount = useSelector(contacts, deleteCountOf);
  const form = useSelector(contacts, formActorOf);
  const importer = useSelector(contacts, importActorOf);
  const exportAs = (format: 'csv' | 'vcard', scope: 'all' | 'selection') =>
    contacts.send({ type: 'export.request', format, scope });

  return (
    <div className={styles.root}>
      <section className={styles.book} aria-label={t('shell.tab.contacts')}>
        <div className={styles.toolbar}>
          <Button
            appearance="primary"
            icon={<PersonAddRegular />}
            onClick={() =>
              contacts.send({ type: 'contact.add', ...(ownTelCode ? { defaultTelCode: ownTelCode } : {}) })
            }
          >
            {t('contactsView.add')}
          </Button>
          <Button
            icon={<ArrowUploadRegular />}
            onClick={() => contacts.send({ type: 'import.open', defaultCallingCode: ownTelCode })}
          >
            {t('contactsView.import')}
          </Button>
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button icon={<ArrowDownloadRegular />} disabled={count === 0}>
                {t('contactsView.export')}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem onClick={() => exportAs('csv', 'all')}>{t('contactsView.export.allCsv')}</MenuItem>
                <MenuItem onClick={() => exportAs('vcard', 'all')}>{t('contactsView.export.allVcard')}</MenuItem>
                {selectedCount > 0 && (
                  <>
                    <MenuItem onClick={() => exportAs('csv', 'selection')}>
                      {t('contactsView.export.selectionCsv', { count: selectedCount })}
                    </MenuItem>
                    <MenuItem onClick={() => exportAs('vcard', 'selection')}>
                      {t('contactsView.export.selectionVcard', { count: selectedCount })}
                    </MenuItem>
                  </>
                )}
              </MenuList>
            </MenuPopover>
          </Menu>
          {editMode && (
            <Button onClick={() => contacts.send({ type: 'delete.request' })}>
              {t('contactsView.deleteSelected', { count: selectedCount })}
            </Button>
          )}
          <Input
            className={styles.search}
            contentBefore={<SearchRegular />}
            aria-label={t('contactsView.searchLabel')}
            placeholder={t('contactsView.search')}
            value={query}
            onChange={(_, data) => contacts.send({ type: 'search.change', query: data.value })}
          />
        </div>
        {loading && (
          <MessageBar intent="info">
            <MessageBarBody>{t('contacts.loading')}</MessageBarBody>
          </MessageBar>
        )}
        {/* A book that could not load says why (offline, the server out of reach, or refused), never emptiness. */}
        {failure && <LoadFailed message={failure} onRetry={() => contacts.send({ type: 'contacts.reload' })} />}
        {/* issue 24 item 2: the kept book shows read-only, under the cause the chart's network region tells. */}
        {readOnly && (
          <MessageBar intent="warning">
            <MessageBarBody>{t(readOnly)}</MessageBarBody>
          </MessageBar>
        )}
        {empty ? (
          <div className={styles.empty}>
            <Text as="h2" size={500} weight="semibold">
              {t('shell.empty.contacts.title')}
            </Text>
            <ol className={styles.steps}>
              <li>{t('contactsView.empty.add')}</li>
              <li>{t('contactsView.empty.import')}</li>
              <li>{t('contactsView.empty.chats')}</li>
            </ol>
          </div>
        ) : (
          // A grid with column headers, so a screen reader reads each cell with its column. ARIA
          // roles rather than <table>: the rows live inside react-virtuoso's scroller elements.
          // biome-ignore lint/a11y/useSemanticElements: virtualised rows cannot sit in a <table>
          <div role="grid" aria-label={t('contactsView.list')} className={styles.grid}>
            {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
            {/* biome-ignore lint/a11y/useFocusableInteractive: a header row, not a stop of its own */}
            <div className={styles.header} role="row">
              <ColumnHeader>
                <Checkbox
                  aria-label={t('contactsView.selectAll')}
                  checked={allSelected ? true : selectedCount > 0 ? 'mixed' : false}
                  onChange={() => contacts.send({ type: allSelected ? 'selection.clear' : 'selection.selectAll' })}
                />
              </ColumnHeader>
              <ColumnHeader>{t('contactsView.nameColumn', { count })}</ColumnHeader>
              <ColumnHeader>{t('contactsView.phonesColumn')}</ColumnHeader>
              <ColumnHeader>{t('contactsView.email')}</ColumnHeader>
              <ColumnHeader>{t('contactsView.company')}</ColumnHeader>
              <ColumnHeader label={t('contactsView.actionsColumn')} />
            </div>
            <ContactList contacts={contacts} />
          </div>
        )}
      </section>
      {detail && <ContactDetail contact={detail} contacts={contacts} />}
      {form && <ContactFormDialog form={form} notice={<ContactNotice contacts={contacts} inline />} />}
      {importer && <ContactImportDialog importer={importer} />}
      <GenericModal
        open={dialog === 'confirmDelete'}
        avatar="warning"
        title={t('contactsView.deleteTitle')}
        leftLabel={t('common.cancel')}
        rightLabel={t('contactsView.delete')}
        onLeft={() => contacts.send({ type: 'delete.cancel' })}
        onRight={() => contacts.send({ type: 'delete.confirm' })}
      >
        {t('contactsView.deleteText', { count: deleteCount })}
      </GenericModal>
      {dialog === 'deleting' && <ProgressOverlay />}
      {!form && <ContactNotice contacts={contacts} />}
    </div>
  );
}

/** A header cell of the contacts grid: its text, or only a name a screen reader reads. */
function ColumnHeader({ children, label }: { children?: ReactNode; label?: string }) {
  return (
    <Text role="columnheader" weight="semibold" aria-label={label}>
      {children}
    </Text>
  );
}
