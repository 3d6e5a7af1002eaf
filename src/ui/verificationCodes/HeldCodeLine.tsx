import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  held: { display: 'inline-flex', alignItems: 'center', gap: '6px', color: tokens.colorPaletteDarkOrangeForeground1 },
});

/**
 * What a held code shows instead of its text (issue 10 item 10; docs/verification-codes.md): it
 * arrived on a subscribed number while the balance did not cover its rate, and the recharge that
 * covers it releases it. Wherever code SMS are listed: New Code's and JieMa's receive panels and
 * JieMa's recently used numbers.
 */
export function HeldCodeLine() {
  const styles = useStyles();
  const t = useT();
  return (
    <Text className={styles.held} data-testid="held-code">
      <LockClosedRegular aria-hidden />
      {t('vcode.held')}
    </Text>
  );
}
