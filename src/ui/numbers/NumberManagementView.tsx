import { Badge, Button, Input, makeStyles, Spinner, Text, Tooltip, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { Virtuoso } from 'react-virtuoso';
import {
  listStatusOf,
  type ManagedNumber,
  managedNumberRef,
  type NumberManagementActor,
  queryOf,
  sidebarOf,
  visibleNumbersOf,
} from '../../machines/numbers/numberManagement/toView.ts';
import type { NumbersActor } from '../../machines/numbers/numbers/toView.ts';
import { formatBalance, numbersAreaOf, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { dateCell, type NumberColumn, numberListLayout } from '../../services/numbers/columns.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { useT } from '../common/useT.ts';
import { CellPlanSection } from './CellPlanSection.tsx';
import { NumberFlag } from './NumberFlag.tsx';
import { NumberSidebar } from './NumberSidebar.tsx';
import { UnsubscribeDialog } from './UnsubscribeDialog.tsx';

/** spec 3 §9: the note's tooltip shows after hovering a row for 1 s. */
const NOTE_TOOLTIP_DELAY_MS = 1000;

/** Each column's least width; beside an open sidebar the table scrolls sideways instead of squeezing. */
const WIDTHS: Record<NumberColumn, string> = {
  number: 'minmax(150px, 1.6fr)',
  typeBadge: 'minmax(84px, 0.8fr)',
  numberName: 'minmax(96px, 1fr)',
  nextPaymentDate: 'minmax(96px, 1fr)',
  paymentDate: 'minmax(96px, 1fr)',
  monthRent: 'minmax(96px, 1fr)',
  status: 'minmax(80px, 0.8fr)',
  actions: 'auto',
};

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%', minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
  },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  search: { width: '280px', maxWidth: '100%' },
  header: {
    display: 'grid',
    gap: '8px',
    padding: '6px 8px',
    color: tokens.colorNeutralForeground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  table: { flexGrow: 1, minHeight: 0, overflowX: 'auto', display: 'flex', flexDirection: 'column' },
  tableInner: { flexGrow: 1, width: 'max-content', minWidth: '100%', display: 'flex', flexDirection: 'column' },
  list: { flexGrow: 1, minHeight: '240px' },
  row: {
    display: 'grid',
    gap: '8px',
    alignItems: 'center',
    padding: '10px 8px',
    cursor: 'pointer',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  number: { display: 'flex', alignItems: 'center', gap: '6px' },
  actions: { display: 'flex', gap: '6px' },
  empty: { padding: '32px', color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

interface Props {
  numbers: NumbersActor;
  management: NumberManagementActor;
  platform: Platform;
  locale: Locale;
}

/** Number Management (spec 3 §2): header, search, the brand's columns, the sidebar and dialogs. */
export function NumberManagementView({ numbers, management, platform, locale }: Props) {
  const styles = useStyles();
  const t = useT();
  const layout = numberListLayout(platform);
  const area = numbersAreaOf(platform);
  const rows = useSelector(management, visibleNumbersOf);
  const status = useSelector(management, listStatusOf);
  const query = useSelector(management, queryOf);
  const sidebar = useSelector(management, sidebarOf);
  const template = layout.columns.map((column) => WIDTHS[column]).join(' ');

  const open = (number: ManagedNumber) => management.send({ type: 'sidebar.open', fullNumber: number.fullNumber });
  const manage = (number: ManagedNumber) => numbers.send({ type: 'plan.manage', number: managedNumberRef(number) });

  const cell = (number: ManagedNumber, column: NumberColumn) => {
    switch (column) {
      case 'number':
        return (
          <span className={styles.number}>
            {layout.flag && <NumberFlag code={number.code} />}
            {/* The row's keyboard stop: it opens the number's sidebar, as a click on the row does. */}
            <Button
              appearance="transparent"
              size="small"
              aria-label={t('numbers.open', { number: `+${number.fullNumber}` })}
              onClick={(event) => {
                event.stopPropagation();
                open(number);
              }}
            >
              +{number.fullNumber}
            </Button>
          </span>
        );
      case 'typeBadge':
        return number.type === 'local' ? null : (
          <Badge appearance="tint" color={number.type === 'Hosting' ? 'brand' : 'informative'}>
            {t(`numbers.type.${number.type}`)}
          </Badge>
        );
      case 'numberName':
        return <span className={styles.cell}>{number.numberName || '--'}</span>;
      case 'nextPaymentDate':
        return dateCell(number.nextPaymentDate);
      case 'paymentDate':
        return dateCell(number.paymentDate);
      case 'monthRent':
        return formatBalance(platform, number.monthRent, locale);
      case 'status':
        return t(`numbers.status.${number.status}`);
      case 'actions':
        return (
          // Buttons of a row act on their own; the row's click opens the sidebar.
          // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click only
          // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside take the keyboard
          <span className={styles.actions} onClick={(event) => event.stopPropagation()}>
            {layout.actions.map((action) =>
              action === 'manage' ? (
                <Button key={action} size="small" onClick={() => manage(number)}>
                  {t('numbers.manage')}
                </Button>
              ) : (
                <Button
                  key={action}
                  size="small"
                  disabled={number.status === 'cancelled'}
                  onClick={() => management.send({ type: 'unsubscribe.request', fullNumber: number.fullNumber })}
                >
                  {t('numbers.unsubscribe')}
                </Button>
              ),
            )}
          </span>
        );
    }
  };

  return (
    <section className={styles.root} aria-label={t('numbers.menu.management')}>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <Text as="h2" size={500} weight="semibold">
            {t('numbers.menu.management')}
          </Text>
          <Input
            className={styles.search}
            contentBefore={<SearchRegular />}
            placeholder={t('numbers.search')}
            aria-label={t('numbers.search')}
            value={query}
            onChange={(_, data) => management.send({ type: 'search.change', query: data.value })}
          />
        </div>
        {/* spec 3 §2: a pingme-only banner points to the US cell-phone plan (the plans page); the
            shell's banner ad lands here too (spec 1 §2 TMO section). */}
        <CellPlanSection numbers={numbers} brandShowsIt={area.cellPlanBanner} />
        <div className={styles.table}>
          <div className={styles.tableInner}>
            <div className={styles.header} style={{ gridTemplateColumns: template }} aria-hidden>
              {layout.columns.map((column) => (
                <span key={column} className={styles.cell}>
                  {t(`numbers.column.${column}`)}
                </span>
              ))}
            </div>
            {status === 'loading' ? (
              <Spinner label={t('common.loading')} />
            ) : status === 'failed' ? (
              // Issue 22: a failed load is said, with 'Try again' — never "You have no numbers yet".
              <LoadFailed message="numbers.failed" onRetry={() => management.send({ type: 'numbers.reload' })} />
            ) : rows.length === 0 ? (
              <Text className={styles.empty}>{t(query.trim() === '' ? 'numbers.empty' : 'numbers.noMatch')}</Text>
            ) : (
              <Virtuoso
                className={styles.list}
                role="list"
                aria-label={t('numbers.menu.management')}
                data={rows}
                computeItemKey={(_, number) => number.fullNumber}
                itemContent={(_, number) => (
                  <Tooltip
                    content={number.notes.trim() === '' ? '--' : number.notes}
                    relationship="description"
                    showDelay={NOTE_TOOLTIP_DELAY_MS}
                  >
                    {/* A click anywhere on the row opens the sidebar; the keyboard uses the number's button. */}
                    {/* biome-ignore lint/a11y/useKeyWithClickEvents: the number's button is the keyboard's way in */}
                    {/* biome-ignore lint/a11y/useSemanticElements: a row of the numbers list, named by its number */}
                    <div
                      role="listitem"
                      aria-label={`+${number.fullNumber}`}
                      className={`${styles.row} ${sidebar?.number.fullNumber === number.fullNumber ? styles.selected : ''}`}
                      style={{ gridTemplateColumns: template }}
                      onClick={() => open(number)}
                    >
                      {layout.columns.map((column) => (
                        <span key={column} className={styles.cell}>
                          {cell(number, column)}
                        </span>
                      ))}
                    </div>
                  </Tooltip>
                )}
              />
            )}
          </div>
        </div>
      </div>
      {sidebar && (
        <NumberSidebar
          sidebar={sidebar}
          management={management}
          platform={platform}
          locale={locale}
          onManage={() => manage(sidebar.number)}
        />
      )}
      <UnsubscribeDialog management={management} platform={platform} />
    </section>
  );
}
