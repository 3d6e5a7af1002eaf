import { makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type NumberSettingsActor, togglesOf } from '../../machines/numbers/numberSettings/toView.ts';
import { numbersAreaOf, type Platform } from '../../services/brand/index.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '16px', maxWidth: '560px' },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * Settings (spec 3 §2): call forwarding to the account's own phone and voicemail, each only if
 * the account may; turning one on turns the other off. A note shows on pingme and wetalk.
 */
export function NumberSettingsView({ settings, platform }: { settings: NumberSettingsActor; platform: Platform }) {
  const styles = useStyles();
  const t = useT();
  const toggles = useSelector(settings, togglesOf);
  return (
    <section className={styles.root} aria-label={t('numbers.menu.settings')}>
      <Text as="h2" size={500} weight="semibold">
        {t('numbers.menu.settings')}
      </Text>
      {toggles.map((toggle) => (
        <Switch
          key={toggle.setting}
          label={t(`numbers.settings.${toggle.setting}`)}
          checked={toggle.on}
          disabled={toggle.disabled}
          onChange={(_, data) => settings.send({ type: 'setting.toggle', setting: toggle.setting, on: data.checked })}
        />
      ))}
      {numbersAreaOf(platform).settingsNote && <Text className={styles.note}>{t('numbers.settings.note')}</Text>}
    </section>
  );
}
