import { makeStyles, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import { useT } from '../common/useT.ts';

/**
 * Fluent's small filled danger `Badge` (the same values, from `@fluentui/react-badge`'s styles), as
 * a plain element: the chat list's only badge is not worth Fluent's whole badge, whose styles for
 * every size, shape, appearance and colour are ~3 KB brotli of the chats tab's download
 * (issue 24 item 5, docs/delivery.md). The areas that show other badges use Fluent's.
 */
const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    boxSizing: 'border-box',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    ...typographyStyles.caption2Strong,
    minWidth: '16px',
    height: '16px',
    // The badge's padding plus its text's (Fluent has no text slot to put it on).
    padding: `0 calc(${tokens.spacingHorizontalXXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    // A transparent stroke rather than none, so the badge stays visible in high contrast.
    ...shorthands.borderColor(tokens.colorTransparentStroke),
    '::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: 0,
      bottom: 0,
      right: 0,
      ...shorthands.borderStyle('solid'),
      ...shorthands.borderColor('inherit'),
      ...shorthands.borderWidth(tokens.strokeWidthThin),
      borderRadius: 'inherit',
    },
  },
});

/** A chat's unread count ('1'…'99', '99+'), read by screen readers as '3 unread'. */
export function UnreadBadge({ count }: { count: string }) {
  const styles = useStyles();
  const t = useT();
  return (
    // An image with a name: screen readers read '3 unread' (in the row's description), not '3'.
    <span className={styles.badge} role="img" aria-label={t('chats.list.unread', { count })}>
      {count}
    </span>
  );
}
