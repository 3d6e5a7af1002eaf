import { Card, CardHeader, Link, makeStyles, Text } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  root: { margin: '16px', maxWidth: '480px', alignSelf: 'center' },
});

/**
 * spec 1 §2 Chat dialogs, §5 Sending: the user has no number to send from — a card telling them
 * to contact the brand's support address.
 */
export function NoNumberCard({ supportEmail }: { supportEmail: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  return (
    <Card className={styles.root} role="region" aria-label={t('chats.noNumber.title')}>
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={400}>
            {t('chats.noNumber.title')}
          </Text>
        }
      />
      <Text>
        {intl.formatMessage(
          { id: 'chats.noNumber.text' },
          { supportEmail: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link> },
        )}
      </Text>
    </Card>
  );
}
