import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, MoreHorizontalRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type ChatsActor, ownNumbersOf, selectedChatKeyOf } from '../../machines/chats/chats/toView.ts';
import type { ContactsActor } from '../../machines/contacts/contacts/toView.ts';
import { has } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import { useParty } from './useParty.ts';

/** spec 1 §9: the own number's notes show after 1 s of hovering. */
export const NOTES_TOOLTIP_DELAY_MS = 1000;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
    padding: '12px 16px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  parties: {
    flexGrow: 1,
    minWidth: 0,
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '12px',
    rowGap: '2px',
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  contactName: { padding: 0, minWidth: 0, height: 'auto', fontWeight: tokens.fontWeightSemibold },
  notes: { textDecorationLine: 'underline', textDecorationStyle: 'dotted', cursor: 'help' },
});

export interface ChatHeaderProps {
  chats: ChatsActor;
  contacts: ContactsActor | undefined;
}

/**
 * The existing-chat header (spec 1 §2): To (name or number), From (own number, its notes in a
 * tooltip), and a menu with 'add contact' — only while the party is not a contact — and 'delete'.
 */
export function ChatHeader({ chats, contacts }: ChatHeaderProps) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const format = usePhoneFormat();
  const key = useSelector(chats, selectedChatKeyOf);
  const ownNumbers = useSelector(chats, ownNumbersOf);
  const party = useParty(chats, contacts, key, format);
  if (!party || key === null) return null;

  const own = ownNumbers.find((phone) => phone.fullNumber === party.ownFullNumber);
  const ownShown = format.full(party.ownFullNumber, own?.telCode);
  const { number } = party;
  // A brand without the address book (spec 1 §2 Tabs) does not offer to add to it.
  const addContact =
    contacts && !party.isContact && number !== null && has(platform, 'contactsTab')
      ? () => contacts.send({ type: 'contact.add', prefill: { telCode: number.telCode, phone: number.phone } })
      : null;

  return (
    <div className={styles.root}>
      <dl className={styles.parties}>
        <dt className={styles.label}>{t('chats.to')}</dt>
        <dd className={styles.value}>
          {party.contactId !== null && contacts ? (
            <Button
              className={styles.contactName}
              appearance="transparent"
              aria-label={t('chats.showContact', { name: party.name })}
              onClick={() => party.contactId !== null && contacts.send({ type: 'detail.open', id: party.contactId })}
            >
              {party.name}
            </Button>
          ) : (
            <Text weight="semibold">{party.name}</Text>
          )}
        </dd>
        <dt className={styles.label}>{t('chats.from')}</dt>
        <dd className={styles.value}>
          {own && own.notes !== '' ? (
            <Tooltip
              content={t('chats.ownNumber.notes', { notes: own.notes })}
              relationship="description"
              showDelay={NOTES_TOOLTIP_DELAY_MS}
            >
              <Text className={styles.notes} tabIndex={0}>
                {ownShown}
              </Text>
            </Tooltip>
          ) : (
            <Text>{ownShown}</Text>
          )}
        </dd>
      </dl>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('chats.menu')} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {addContact && (
              <MenuItem icon={<PersonAddRegular />} onClick={addContact}>
                {t('chats.menu.addContact')}
              </MenuItem>
            )}
            <MenuItem icon={<DeleteRegular />} onClick={() => chats.send({ type: 'chat.delete.request', key })}>
              {t('chats.menu.delete')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
