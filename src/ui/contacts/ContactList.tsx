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
import { GroupedVirtuoso } from 'react-virtuoso';
import { type ContactsActor, contactListOf, selectedIdsOf } from '../../machines/contacts/toView.ts';
import type { BookContact } from '../../services/contacts/types.ts';
import { useT } from '../common/useT.ts';

/** Columns: checkbox, name, phone numbers (up to three), e-mail, company, row menu (spec 3 §2). */
export const COLUMNS = '40px minmax(140px, 1.2fr) minmax(160px, 1.5fr) minmax(120px, 1fr) minmax(100px, 1fr) 40px';

const useStyles = makeStyles({
  list: { flexGrow: 1 },
  letter: {
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
});

const phonesOf = (contact: BookContact) =>
  [contact.formatPhone0, contact.formatPhone1, contact.formatPhone2].filter((phone) => phone !== '');

/** The address book, grouped A–Z then '#', virtualised so 10,000 contacts stay smooth. */
export function ContactList({ contacts }: { contacts: ContactsActor }) {
  const styles = useStyles();
  const t = useT();
  const list = useSelector(contacts, contactListOf);
  const selected = useSelector(contacts, selectedIdsOf);

  return (
    <GroupedVirtuoso
      className={styles.list}
      aria-label={t('contactsView.list')}
      groupCounts={list.groups.map((group) => group.count)}
      groupContent={(index) => <div className={styles.letter}>{list.groups[index]?.letter}</div>}
      itemContent={(index) => {
        const contact = list.contacts[index];
        if (!contact) return null;
        const { name } = contact;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a grid row with its own controls inside
          <div
            className={styles.row}
            role="row"
            aria-label={name}
            tabIndex={0}
            onClick={() => contacts.send({ type: 'detail.open', id: contact._id })}
            onKeyDown={(event) => event.key === 'Enter' && contacts.send({ type: 'detail.open', id: contact._id })}
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click only */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox handles its keys */}
            <span onClick={(event) => event.stopPropagation()}>
              <Checkbox
                aria-label={t('contactsView.select', { name })}
                checked={selected.has(contact._id)}
                onChange={() => contacts.send({ type: 'selection.toggle', id: contact._id })}
              />
            </span>
            <Text className={styles.cell} weight="semibold">
              {name}
            </Text>
            <span className={`${styles.cell} ${styles.phones}`}>
              {phonesOf(contact).map((phone) => (
                <Text key={phone} size={200}>
                  {phone}
                </Text>
              ))}
            </span>
            <Text className={styles.cell}>{contact.email}</Text>
            <Text className={styles.cell}>{contact.companyName}</Text>
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
          </div>
        );
      }}
    />
  );
}
