import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type {
  CodeSidebarView,
  VerificationNumbersActor,
} from '../../machines/verificationCodes/verificationNumbers/toView.ts';
import { keyOf } from '../../machines/verificationCodes/verificationNumbers/toView.ts';
import { formatBalance, has, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { dateCell } from '../../services/numbers/columns.ts';
import { NumberSidebarFrame } from '../common/NumberSidebarFrame.tsx';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
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
 * and the name and note of the shared frame — editable only while subscribed (spec 3 §6).
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
    <NumberSidebarFrame sidebar={sidebar} list={numbers} fullNumber={number.oldPhone} area="verification" facts={facts}>
      {!sidebar.editable && <Text className={styles.muted}>{t('vcode.sidebar.editSubscribed')}</Text>}
      <div className={styles.actions}>
        {has(platform, 'newCodeTool') && (
          <Button onClick={() => numbers.send({ type: 'code.get', key })}>{t('vcode.getCode')}</Button>
        )}
        {!subscribed && number.canSub && (
          <Button appearance="primary" onClick={() => numbers.send({ type: 'subscribe.request', key })}>
            {t('vcode.subscribe')}
          </Button>
        )}
        <Button onClick={() => numbers.send({ type: 'unsubscribe.request', key })}>
          {t(subscribed ? 'vcode.unsubscribe' : 'vcode.cancelNumber')}
        </Button>
      </div>
    </NumberSidebarFrame>
  );
}
