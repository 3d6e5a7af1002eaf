import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { ContactsActor } from '../../machines/contacts/toView.ts';
import type { BookContact } from '../../services/contacts/types.ts';

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
  actions: { display: 'flex', gap: '8px' },
});

/** The right-side contact detail (spec 3 §2: clicking a contact opens it). */
export function ContactDetail({ contact, contacts }: { contact: BookContact; contacts: ContactsActor }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const phones = contact.phoneList.map((phone, index) => ({
    label: t(`contacts.tag.${phone.tag}`),
    value: contact[`formatPhone${index}` as `formatPhone${0 | 1 | 2 | 3 | 4}`] || phone.phone,
  }));
  const rows = [
    ...phones.map((phone) => [phone.label, phone.value] as const),
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
