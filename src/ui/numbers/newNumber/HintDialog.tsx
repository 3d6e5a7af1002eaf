import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useT } from '../../common/useT.ts';

const useStyles = makeStyles({ hint: { whiteSpace: 'pre-line' } });

/** A result dialog with the server's hint, its line breaks kept, and OK (spec 3 §4). */
export function HintDialog({
  open,
  title,
  hints,
  onOk,
}: {
  open: boolean;
  title: string;
  hints: readonly string[];
  onOk: () => void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {hints
              .filter((hint) => hint !== '')
              .map((hint) => (
                <p key={hint} className={styles.hint}>
                  {hint}
                </p>
              ))}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onOk}>
              {t('common.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
