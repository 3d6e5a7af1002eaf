/**
 * The shortcuts help (`?`; issue 24 item 4): every shortcut the brand offers, from the same table
 * the key listener reads (`services/keyboard/shortcuts.ts`), in the language on screen. Loaded
 * when first opened.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { Tab } from '../../services/brand/platforms.ts';
import type { MessageKey } from '../../services/i18n/catalogue.ts';
import { shortcutsFor } from '../../services/keyboard/shortcuts.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%', marginTop: '12px' },
  cell: { padding: '6px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, textAlign: 'start' },
  keys: { whiteSpace: 'nowrap' },
  kbd: {
    fontFamily: tokens.fontFamilyMonospace,
    padding: '1px 6px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** A key as the help names it: modifiers and Esc have a text per language, the rest are themselves. */
const NAMED_KEYS: Record<string, MessageKey> = {
  Mod: 'keyboard.key.Mod',
  Shift: 'keyboard.key.Shift',
  Alt: 'keyboard.key.Alt',
  Esc: 'keyboard.key.Esc',
};

export function ShortcutsHelp({ open, tabs, onClose }: { open: boolean; tabs: readonly Tab[]; onClose(): void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('keyboard.help.title')}</DialogTitle>
          <DialogContent>
            <Text>{t('keyboard.help.intro')}</Text>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">
                    {t('keyboard.help.keys')}
                  </th>
                  <th className={styles.cell} scope="col">
                    {t('keyboard.help.does')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shortcutsFor(tabs).map((shortcut) => (
                  <tr key={shortcut.id}>
                    <td className={mergeClasses(styles.cell, styles.keys)}>
                      {shortcut.keys.map((key, index) => (
                        <span key={key}>
                          {index > 0 && ' + '}
                          <kbd className={styles.kbd}>{NAMED_KEYS[key] ? t(NAMED_KEYS[key]) : key}</kbd>
                        </span>
                      ))}
                    </td>
                    <td className={styles.cell}>{t(`keyboard.shortcut.${shortcut.id}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('keyboard.help.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
