import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChatRegular, DismissRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ContactsActor } from '../../machines/contacts/contacts/toView.ts';
import { has } from '../../services/brand/index.ts';
import type { BookContact } from '../../services/contacts/types.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  panel: {
    width: '320px',
    flexShrink: 0,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: '20px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    overflowY: 'auto',
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '8px' },
  list: { display: 'grid', gridTemplateColumns: '90px 1fr', rowGap: '8px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  phone: { margin: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  actions: { display: 'flex', gap: '8px' },
});

/** The right-side contact detail (spec 3 §2: clicking a contact opens it). */
export function ContactDetail({ contact, contacts }: { contact: BookContact; contacts: ContactsActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  // spec 3 §2: a contact's detail can start a chat — where the brand has chats (spec 1 §2 Tabs).
  const canMessage = useSelector(app, (s) => has(s.context.platform, 'chatsTab'));
  const phones = contact.phoneList.map((phone, index) => {
    const slot = index as 0 | 1 | 2 | 3 | 4;
    return {
      label: t(`contacts.tag.${phone.tag}`),
      value: contact[`formatPhone${slot}`] || phone.phone,
      telCode: contact[`telCode${slot}`],
      national: contact[`phone${slot}`],
    };
  });
  const rows = [
    [t('contactsView.email'), contact.email] as const,
    [t('contactsView.company'), contact.companyName] as const,
    [t('contactsView.note'), contact.note] as const,
  ].filter(([, value]) => value !== '');

  return (
    <aside className={styles.panel} aria-label={t('contactsView.detail')}>
      <div className={styles.header}>
        <Text as="h2" size={500} weight="semibold">
          {contact.name}
        </Text>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={t('contactsView.closeDetail')}
          onClick={() => contacts.send({ type: 'detail.close' })}
        />
      </div>
      <dl className={styles.list}>
        {phones.map((phone, index) => (
          <div key={`phone${index}`} style={{ display: 'contents' }}>
            <dt className={styles.term}>{phone.label}</dt>
            <dd className={styles.phone}>
              <span className={styles.value}>{phone.value}</span>
              {canMessage && (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ChatRegular />}
                  aria-label={t('chats.messageContact.label', { phone: phone.value })}
                  onClick={() => app.send({ type: 'chat.compose', telCode: phone.telCode, phone: phone.national })}
                >
                  {t('chats.messageContact')}
                </Button>
              )}
            </dd>
          </div>
        ))}
        {rows.map(([term, value], index) => (
          <div key={index} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => contacts.send({ type: 'contact.edit', id: contact._id })}>
          {t('contactsView.edit')}
        </Button>
        <Button onClick={() => contacts.send({ type: 'delete.request', ids: [contact._id] })}>
          {t('contactsView.delete')}
        </Button>
      </div>
    </aside>
  );
}
