import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import {
  type ProfileActor,
  selectDraft,
  selectErrors,
  selectProfileSummary,
  selectSaving,
  selectUnsavedDialog,
  selectUseCaseOptions,
} from '../../../machines/account/profile/toView.ts';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import { useAppActor } from '../../appContext.ts';
import { useT } from '../../common/useT.ts';
import { useCountries } from '../../countries.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px 16px' },
  wide: { gridColumn: '1 / -1' },
  choices: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, border: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

type TextField = 'firstName' | 'lastName' | 'address' | 'city' | 'province' | 'postalCode';

/** spec 2 §2, §5: the profile form; messages per field from the shared rules. */
export function ProfileForm({ profile }: { profile: ProfileActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const locale = useSelector(app, (s) => s.context.locale);
  const countries = useCountries();
  const draft = useSelector(profile, selectDraft);
  const errors = useSelector(profile, selectErrors);
  const saving = useSelector(profile, selectSaving);
  const unsaved = useSelector(profile, selectUnsavedDialog);
  const summary = useSelector(profile, selectProfileSummary, shallowEqual);
  const options = useSelector(profile, selectUseCaseOptions, shallowEqual);
  const label = (text: { en: string; zh_cn: string }) => (locale === 'zh-CN' ? text.zh_cn : text.en);
  const errorOf = (field: string) => {
    const error = errors.find((e) => e.field === field);
    return error ? t(error.key as MessageKey) : undefined;
  };
  const text = (field: TextField, props: { wide?: boolean; hint?: string; max?: number } = {}) => (
    <Field
      className={props.wide ? styles.wide : undefined}
      label={t(`profile.field.${field}`)}
      required
      hint={props.hint}
      validationMessage={errorOf(field)}
    >
      <Input
        value={draft[field]}
        onChange={(_, data) => profile.send({ type: 'form.change', field, value: data.value })}
      />
    </Field>
  );
  const other = draft.userCases.find((c) => c.value === 'other');

  return (
    <form
      className={styles.form}
      aria-label={t('profile.form.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        profile.send({ type: 'form.save' });
      }}
    >
      {text('firstName')}
      {text('lastName')}
      {text('address', { wide: true, hint: t('profile.field.address.hint') })}
      {text('city')}
      {text('province')}
      <Field label={t('profile.field.country')} required validationMessage={errorOf('country')}>
        <Select
          value={draft.regionCode}
          onChange={(_, data) => {
            const country = countries.find((c) => c.countrycode === data.value);
            profile.send({ type: 'form.country', regionCode: data.value, country: country?.countryname ?? '' });
          }}
        >
          <option value="">{t('profile.field.country.choose')}</option>
          {countries.map((c) => (
            <option key={c.countrycode} value={c.countrycode}>
              {c.countryname}
            </option>
          ))}
        </Select>
      </Field>
      {text('postalCode')}
      {summary?.useCaseEditable && (
        <>
          <Field
            className={styles.wide}
            label={t('profile.field.feature')}
            required
            validationMessage={errorOf('feature')}
          >
            <RadioGroup
              value={draft.feature}
              onChange={(_, data) => profile.send({ type: 'form.feature', value: data.value })}
            >
              {options.features.map((option) => (
                <Radio key={option.value} value={option.value} label={label(option)} />
              ))}
            </RadioGroup>
          </Field>
          {/* A fieldset, not a Field: a Field hands its one id to every checkbox inside. */}
          <fieldset className={mergeClasses(styles.wide, styles.choices)}>
            <legend>{t('profile.field.userCase')}</legend>
            {options.userCases.map((option) => (
              <Checkbox
                key={option.value}
                label={label(option)}
                checked={draft.userCases.some((c) => c.value === option.value)}
                onChange={(_, data) =>
                  profile.send({ type: 'form.useCase', value: option.value, chosen: data.checked === true })
                }
              />
            ))}
            {errorOf('userCase') && (
              <Text role="alert" className={styles.error}>
                {errorOf('userCase')}
              </Text>
            )}
          </fieldset>
          {other && (
            <Field
              className={styles.wide}
              label={t('profile.field.otherText')}
              validationMessage={errorOf('otherText')}
            >
              <Textarea
                value={other.text ?? ''}
                onChange={(_, data) => profile.send({ type: 'form.otherText', text: data.value })}
              />
            </Field>
          )}
        </>
      )}
      <div className={styles.actions}>
        <Button appearance="secondary" disabled={saving} onClick={() => profile.send({ type: 'form.close' })}>
          {t('profile.close')}
        </Button>
        <Button appearance="primary" type="submit" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
      <UnsavedChangesDialog
        open={unsaved}
        onDiscard={() => profile.send({ type: 'unsaved.discard' })}
        onStay={() => profile.send({ type: 'unsaved.stay' })}
      />
    </form>
  );
}
