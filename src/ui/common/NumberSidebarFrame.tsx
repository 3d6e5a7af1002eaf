import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular, DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { NumberSidebarFields } from '../../machines/shared/numbers/numberSidebarView.ts';
import type { MessageKey } from '../../services/i18n/catalogue.ts';
import type { InfoField } from '../../services/numbers/numberInfo.ts';
import { NumberInfoFields } from './NumberInfoFields.tsx';
import { useT } from './useT.ts';

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
});

/** The events both number-list charts take from their sidebar (`shared/numbers/numberListStates.ts`). */
export type NumberSidebarEvent =
  | { type: 'number.copy' }
  | { type: 'sidebar.close' }
  | { type: 'info.edit'; field: InfoField; value: string }
  | { type: 'info.commit' };

/** Each area's texts for the sidebar's name, copy, copied and close. */
const TEXTS = {
  numbers: {
    sidebar: 'numbers.sidebar',
    copy: 'numbers.copy',
    copied: 'numbers.copied',
    close: 'numbers.sidebar.close',
  },
  verification: {
    sidebar: 'vcode.sidebar',
    copy: 'vcode.copyNumber',
    copied: 'vcode.copied',
    close: 'vcode.sidebar.close',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

interface Props {
  /** What the chart says about the open row; `editable: false` shows name and note read-only (spec 3 §6). */
  sidebar: NumberSidebarFields & { editable?: boolean };
  list: { send(event: NumberSidebarEvent): void };
  /** The full number, shown as +number. */
  fullNumber: string;
  /** Shown before the number (the numbers area's flag). */
  flag?: ReactNode;
  area: keyof typeof TEXTS;
  /** Term and value rows below the header. */
  facts: readonly (readonly [string, string])[];
  /** Below the name and note: the area's notice and buttons. */
  children: ReactNode;
}

/**
 * The frame of a number's right sidebar (spec 3 §2), shared by the numbers area's and the
 * verification area's: the number with copy (check mark 2 s) and the close X, the facts, and the
 * name (≤ 60) and note (≤ 250) fields that save when left (spec 3 §4).
 */
export function NumberSidebarFrame({ sidebar, list, fullNumber, flag, area, facts, children }: Props) {
  const styles = useStyles();
  const t = useT();
  const labels = TEXTS[area];
  return (
    <aside className={styles.panel} aria-label={t(labels.sidebar)}>
      <div className={styles.header}>
        <span className={styles.number}>
          {flag}
          <Text as="h2" size={500} weight="semibold">
            +{fullNumber}
          </Text>
          <Button
            appearance="subtle"
            size="small"
            icon={sidebar.copied ? <CheckmarkRegular /> : <CopyRegular />}
            aria-label={t(sidebar.copied ? labels.copied : labels.copy)}
            onClick={() => list.send({ type: 'number.copy' })}
          />
        </span>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={t(labels.close)}
          onClick={() => list.send({ type: 'sidebar.close' })}
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
        readOnly={sidebar.editable === false}
        onEdit={(field, value) => list.send({ type: 'info.edit', field, value })}
        onCommit={() => list.send({ type: 'info.commit' })}
      />
      {children}
    </aside>
  );
}
