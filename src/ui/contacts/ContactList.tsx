import {
  Button,
  Checkbox,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { GroupedVirtuoso } from 'react-virtuoso';
import { type ContactsActor, contactListOf, selectedIdsOf } from '../../machines/contacts/contacts/toView.ts';
import type { BookContact } from '../../services/contacts/types.ts';
import { Marked } from '../common/Marked.tsx';
import { useT } from '../common/useT.ts';

/** Columns: checkbox, name, phone numbers (up to three), e-mail, company, row menu (spec 3 §2). */
export const COLUMNS = '40px minmax(140px, 1.2fr) minmax(160px, 1.5fr) minmax(120px, 1fr) minmax(100px, 1fr) 40px';

const useStyles = makeStyles({
  list: { flexGrow: 1 },
  letter: {
    margin: 0,
    fontSize: 'inherit',
    padding: '4px 16px',
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    alignItems: 'center',
    gap: '8px',
    padding: '6px 8px',
    cursor: 'pointer',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  phones: { display: 'flex', flexDirection: 'column' },
  name: { display: 'flex', flexDirection: 'column' },
  note: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis' },
});

const phonesOf = (contact: BookContact) =>
  [contact.formatPhone0, contact.formatPhone1, contact.formatPhone2].filter((phone) => phone !== '');

/** Checkbox, name, phones, e-mail, company, menu (`COLUMNS`). */
const COLUMN_COUNT = 6;

/** A cell of the contacts grid; the row takes the focus, so a cell is no tab stop of its own. */
function GridCell({ children, className, colSpan }: { children: ReactNode; className?: string; colSpan?: number }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: cells of the contacts grid (ContactsPanel)
    // biome-ignore lint/a11y/useFocusableInteractive: the row is the focus stop; its controls are reached by Tab
    <div role="gridcell" className={className} aria-colspan={colSpan}>
      {children}
    </div>
  );
}

/** The address book, grouped A–Z then '#', virtualised so 10,000 contacts stay smooth. */
export function ContactList({ contacts }: { contacts: ContactsActor }) {
  const styles = useStyles();
  const t = useT();
  const list = useSelector(contacts, contactListOf);
  const selected = useSelector(contacts, selectedIdsOf);

  return (
    <GroupedVirtuoso
      className={styles.list}
      // The scroller holds the rows of the contacts grid (ContactsPanel).
      role="rowgroup"
      groupCounts={list.groups.map((group) => group.count)}
      // Each letter is a heading, so a screen reader can jump from letter to letter.
      groupContent={(index) => (
        // biome-ignore lint/a11y/useSemanticElements: rows of the contacts grid (ContactsPanel)
        // biome-ignore lint/a11y/useFocusableInteractive: a letter is read, not visited
        <div role="row">
          <GridCell colSpan={COLUMN_COUNT}>
            <h3 className={styles.letter}>{list.groups[index]?.letter}</h3>
          </GridCell>
        </div>
      )}
      itemContent={(index) => {
        const contact = list.contacts[index];
        if (!contact) return null;
        const { name } = contact;
        const { marked } = list;
        return (
          // biome-ignore lint/a11y/useSemanticElements: rows of the contacts grid (ContactsPanel)
          <div
            className={styles.row}
            role="row"
            aria-label={name}
            tabIndex={0}
            onClick={() => contacts.send({ type: 'detail.open', id: contact._id })}
            onKeyDown={(event) => event.key === 'Enter' && contacts.send({ type: 'detail.open', id: contact._id })}
          >
            <GridCell>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click only */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox handles its keys */}
              <span onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={t('contactsView.select', { name })}
                  checked={selected.has(contact._id)}
                  onChange={() => contacts.send({ type: 'selection.toggle', id: contact._id })}
                />
              </span>
            </GridCell>
            <GridCell className={`${styles.cell} ${styles.name}`}>
              <Text weight="semibold">
                <Marked text={name} query={marked} />
              </Text>
              {list.noteShown.has(contact._id) && (
                <Text size={200} className={styles.note}>
                  {`${t('contactsView.note')} · `}
                  <Marked text={contact.note} query={marked} />
                </Text>
              )}
            </GridCell>
            <GridCell className={`${styles.cell} ${styles.phones}`}>
              {phonesOf(contact).map((phone) => (
                <Text key={phone} size={200}>
                  <Marked text={phone} query={marked} />
                </Text>
              ))}
            </GridCell>
            <GridCell className={styles.cell}>
              <Text>
                <Marked text={contact.email} query={marked} />
              </Text>
            </GridCell>
            <GridCell className={styles.cell}>
              <Text>
                <Marked text={contact.companyName} query={marked} />
              </Text>
            </GridCell>
            <GridCell>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click only */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: the menu button handles its keys */}
              <span onClick={(event) => event.stopPropagation()}>
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <Button
                      appearance="subtle"
                      icon={<MoreHorizontalRegular />}
                      aria-label={t('contactsView.actionsFor', { name })}
                    />
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      <MenuItem onClick={() => contacts.send({ type: 'contact.edit', id: contact._id })}>
                        {t('contactsView.edit')}
                      </MenuItem>
                      <MenuItem onClick={() => contacts.send({ type: 'delete.request', ids: [contact._id] })}>
                        {t('contactsView.delete')}
                      </MenuItem>
                    </MenuList>
                  </MenuPopover>
                </Menu>
              </span>
            </GridCell>
          </div>
        );
      }}
    />
  );
}
