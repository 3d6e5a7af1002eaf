import { makeStyles, tokens } from '@fluentui/react-components';
import { AccountSummary } from '../shell/AccountSummary.tsx';

const useStyles = makeStyles({
  root: { padding: '12px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** The chat list's profile header: web id and balance (spec 1 §2 Chats tab). */
export function ChatProfileHeader() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <AccountSummary layout="column" />
    </div>
  );
}
