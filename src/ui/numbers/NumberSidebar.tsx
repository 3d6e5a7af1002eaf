import { Button, makeStyles } from '@fluentui/react-components';
import type { NumberManagementActor, SidebarView } from '../../machines/numbers/numberManagement/toView.ts';
import { formatBalance, numbersAreaOf, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { dateCell } from '../../services/numbers/columns.ts';
import { NumberSidebarFrame } from '../common/NumberSidebarFrame.tsx';
import { useT } from '../common/useT.ts';
import { NumberFlag } from './NumberFlag.tsx';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: '8px' },
});

interface Props {
  sidebar: SidebarView;
  management: NumberManagementActor;
  platform: Platform;
  locale: Locale;
  onManage: () => void;
}

/**
 * A number's right sidebar (spec 3 §2): flag, number with copy, editable name and note (the
 * shared frame), plan, rent, next payment date, status, Manage Plan and Unsubscribe.
 */
export function NumberSidebar({ sidebar, management, platform, locale, onManage }: Props) {
  const styles = useStyles();
  const t = useT();
  const { number } = sidebar;
  const facts: [string, string][] = [
    [t('numbers.sidebar.plan'), number.planType || '--'],
    [t('numbers.column.monthRent'), formatBalance(platform, number.monthRent, locale)],
    [t('numbers.column.nextPaymentDate'), dateCell(number.nextPaymentDate)],
    [t('numbers.column.status'), t(`numbers.status.${number.status}`)],
  ];

  return (
    <NumberSidebarFrame
      sidebar={sidebar}
      list={management}
      fullNumber={number.fullNumber}
      flag={<NumberFlag code={number.code} />}
      area="numbers"
      facts={facts}
    >
      <div className={styles.actions}>
        {numbersAreaOf(platform).manage && <Button onClick={onManage}>{t('numbers.managePlan')}</Button>}
        <Button
          disabled={number.status === 'cancelled'}
          onClick={() => management.send({ type: 'unsubscribe.request', fullNumber: number.fullNumber })}
        >
          {t('numbers.unsubscribe')}
        </Button>
      </div>
    </NumberSidebarFrame>
  );
}
