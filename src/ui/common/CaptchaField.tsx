import { Button, Field, Input, makeStyles, Spinner, shorthands, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useT } from './useT.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', alignItems: 'center' },
  image: {
    width: '150px',
    height: '50px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  input: { flexGrow: 1, minWidth: '0' },
});

export interface CaptchaFieldProps {
  /** SVG markup of the captcha, or null while it loads. */
  image: string | null;
  captchaId: string | null;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange(value: string): void;
  onReload(): void;
}

/**
 * The image captcha (spec 1 §3 Captcha: id, image markup, typed text). The server's SVG is shown
 * through an <img> data URL, so markup from the network can never run script in the page.
 */
export function CaptchaField({ image, captchaId, value, error, disabled, onChange, onReload }: CaptchaFieldProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Field label={t('captcha.label')} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <div className={styles.row}>
        <div className={styles.image} data-captcha-id={captchaId ?? undefined}>
          {image ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`}
              alt={t('captcha.image')}
              width={150}
              height={50}
            />
          ) : (
            <Spinner size="tiny" aria-label={t('common.loading')} />
          )}
        </div>
        <Input
          className={styles.input}
          value={value}
          disabled={disabled}
          autoComplete="off"
          aria-label={t('captcha.input')}
          placeholder={t('captcha.placeholder')}
          onChange={(_, data) => onChange(data.value)}
        />
        <Button
          appearance="subtle"
          icon={<ArrowClockwiseRegular />}
          aria-label={t('captcha.reload')}
          disabled={disabled}
          onClick={onReload}
        />
      </div>
    </Field>
  );
}
