import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  Spinner,
  Textarea,
} from '@fluentui/react-components';
import { AddCircleRegular, SubtractCircleRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  type ContactField,
  type ContactFormActor,
  contactFormToView,
  TAG_OPTIONS,
} from '../../machines/contacts/contactForm/toView.ts';
import type { TextField } from '../../machines/contacts/contactForm/types.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  // spec 3 §2: the add/edit dialog is 600 wide.
  surface: { width: '600px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'grid', gridTemplateColumns: '110px 1fr 120px 32px', gap: '8px', alignItems: 'start' },
  fill: { width: '100%', minWidth: '0' },
});

/** spec 3 §2, §5: name, 1–5 phone rows (+code, number, tag), e-mail, company, note; Cancel / Save. */
/** `notice`: the address book's notice, shown inside the dialog while it is open (`ContactNotice`). */
export function ContactFormDialog({ form, notice }: { form: ContactFormActor; notice?: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  const view = useSelector(form, contactFormToView, shallowEqual);
  const error = (field: ContactField) => (view.errors[field] ? t(view.errors[field]) : undefined);
  const text = (field: TextField) => ({
    value: view.values[field],
    disabled: view.busy,
    onChange: (_: unknown, data: { value: string }) => form.send({ type: 'form.change', field, value: data.value }),
    onBlur: () => form.send({ type: 'form.blur', field }),
  });

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && form.send({ type: 'form.cancel' })}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.send({ type: 'form.submit' });
          }}
        >
          <DialogBody>
            <DialogTitle>
              {t(view.mode === 'add' ? 'contactsView.form.addTitle' : 'contactsView.form.editTitle')}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {notice}
              <Field label={t('contactsView.name')} validationMessage={error('name')} required>
                <Input {...text('name')} />
              </Field>
              {view.values.phones.map((row, index) => {
                const rowError = (part: 'telCode' | 'phone' | 'tag') => error(`phones[${index}].${part}`);
                const position = { index: index + 1 };
                return (
                  <div key={row.key} className={styles.row}>
                    <Field
                      label={index === 0 ? t('contactsView.telCode') : undefined}
                      validationMessage={rowError('telCode')}
                    >
                      <Input
                        className={styles.fill}
                        aria-label={t('contactsView.telCodeOf', position)}
                        // spec 3 §2: the country code shows as +(code).
                        contentBefore="+("
                        contentAfter=")"
                        inputMode="numeric"
                        value={row.telCode}
                        disabled={view.busy}
                        onChange={(_, data) =>
                          form.send({ type: 'form.phone.change', index, field: 'telCode', value: data.value })
                        }
                        onBlur={() => form.send({ type: 'form.blur', field: `phones[${index}].telCode` })}
                      />
                    </Field>
                    <Field
                      label={index === 0 ? t('contactsView.phone') : undefined}
                      validationMessage={rowError('phone') ?? error('phones')}
                    >
                      <Input
                        className={styles.fill}
                        aria-label={t('contactsView.phoneOf', position)}
                        type="tel"
                        value={row.phone}
                        disabled={view.busy}
                        onChange={(_, data) =>
                          form.send({ type: 'form.phone.change', index, field: 'phone', value: data.value })
                        }
                        onBlur={() => form.send({ type: 'form.blur', field: `phones[${index}].phone` })}
                      />
                    </Field>
                    <Field label={index === 0 ? t('contactsView.tag') : undefined} validationMessage={rowError('tag')}>
                      <Select
                        className={styles.fill}
                        aria-label={t('contactsView.tagOf', position)}
                        value={row.tag}
                        disabled={view.busy}
                        onChange={(_, data) =>
                          form.send({ type: 'form.phone.change', index, field: 'tag', value: data.value })
                        }
                      >
                        {TAG_OPTIONS.map((tag) => (
                          <option key={tag} value={tag}>
                            {t(`contacts.tag.${tag}`)}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    <Button
                      appearance="subtle"
                      style={{ marginTop: index === 0 ? 22 : 0 }}
                      icon={<SubtractCircleRegular />}
                      aria-label={t('contactsView.removePhone', position)}
                      disabled={!view.canRemoveRow || view.busy}
                      onClick={() => form.send({ type: 'form.phone.remove', index })}
                    />
                  </div>
                );
              })}
              <div>
                <Button
                  appearance="subtle"
                  icon={<AddCircleRegular />}
                  disabled={!view.canAddRow || view.busy}
                  onClick={() => form.send({ type: 'form.phone.add' })}
                >
                  {t('contactsView.addPhone')}
                </Button>
              </div>
              <Field label={t('contactsView.email')} validationMessage={error('email')}>
                <Input type="email" {...text('email')} />
              </Field>
              <Field label={t('contactsView.company')} validationMessage={error('companyName')}>
                <Input {...text('companyName')} />
              </Field>
              <Field label={t('contactsView.note')} validationMessage={error('note')}>
                <Textarea {...text('note')} resize="vertical" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={view.busy} onClick={() => form.send({ type: 'form.cancel' })}>
                {t('common.cancel')}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={view.busy}
                icon={view.busy ? <Spinner size="tiny" /> : undefined}
              >
                {t('contactsView.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
