import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular, DismissRegular } from '@fluentui/react-icons';
import type { CodeSidebarView, VerificationNumbersActor } from '../../machines/verificationNumbers/toView.ts';
import { keyOf } from '../../machines/verificationNumbers/toView.ts';
import { formatBalance, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { dateCell } from '../../services/numbers/columns.ts';
import { NumberInfoFields } from '../common/NumberInfoFields.tsx';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  panel: {
    width: '340px',
    flexShrink: 0,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: '20px',
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    overflowY: 'auto',
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
  number: { display: 'flex', alignItems: 'center', gap: '6px' },
  facts: { display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: '8px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  sidebar: CodeSidebarView;
  numbers: VerificationNumbersActor;
  platform: Platform;
  locale: Locale;
}

/**
 * A verification number's sidebar (spec 3 §2): details, copy, Get Code, subscribe or unsubscribe,
 * and the name (≤ 60) and note (≤ 250) — editable only while subscribed (spec 3 §6), with the
 * numbers sidebar's fields and rules.
 */
export function CodeNumberSidebar({ sidebar, numbers, platform, locale }: Props) {
  const styles = useStyles();
  const t = useT();
  const { number } = sidebar;
  const key = keyOf(number);
  const subscribed = number.subStatus === 1;
  const facts: [string, string][] = [
    [t('vcode.column.app'), number.name],
    [t('vcode.sidebar.status'), t(subscribed ? 'vcode.sidebar.subscribed' : 'vcode.sidebar.notSubscribed')],
    [
      t(subscribed ? 'vcode.sidebar.nextPayment' : 'vcode.sidebar.expiry'),
      dateCell(subscribed ? number.nextPaymentDate : number.expiryDate),
    ],
    [t('vcode.column.rent'), number.subRent === '' ? '--' : formatBalance(platform, number.subRent, locale)],
    [t('vcode.codeRate'), formatBalance(platform, number.codeRate, locale)],
  ];
  return (
    <aside className={styles.panel} aria-label={t('vcode.sidebar')}>
      <div className={styles.header}>
        <span className={styles.number}>
          <Text as="h2" size={500} weight="semibold">
            +{number.oldPhone}
          </Text>
          <Button
            appearance="subtle"
            size="small"
            icon={sidebar.copied ? <CheckmarkRegular /> : <CopyRegular />}
            aria-label={t(sidebar.copied ? 'vcode.copied' : 'vcode.copyNumber')}
            onClick={() => numbers.send({ type: 'number.copy' })}
          />
        </span>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={t('vcode.sidebar.close')}
          onClick={() => numbers.send({ type: 'sidebar.close' })}
        />
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <NumberInfoFields
        name={sidebar.name}
        notes={sidebar.notes}
        nameMax={sidebar.nameMax}
        notesMax={sidebar.notesMax}
        saving={sidebar.saving}
        readOnly={!sidebar.editable}
        onEdit={(field, value) => numbers.send({ type: 'info.edit', field, value })}
        onCommit={() => numbers.send({ type: 'info.commit' })}
      />
      {!sidebar.editable && <Text className={styles.muted}>{t('vcode.sidebar.editSubscribed')}</Text>}
      <div className={styles.actions}>
        <Button onClick={() => numbers.send({ type: 'code.get', key })}>{t('vcode.getCode')}</Button>
        {!subscribed && number.canSub && (
          <Button appearance="primary" onClick={() => numbers.send({ type: 'subscribe.request', key })}>
            {t('vcode.subscribe')}
          </Button>
        )}
        <Button onClick={() => numbers.send({ type: 'unsubscribe.request', key })}>
          {t(subscribed ? 'vcode.unsubscribe' : 'vcode.cancelNumber')}
        </Button>
      </div>
    </aside>
  );
}
