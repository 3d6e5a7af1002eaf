import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { type ContactImportActor, contactImportToView } from '../../machines/contacts/contactImport/toView.ts';
import type { MergeChoice } from '../../machines/contacts/contactImport/types.ts';
import type { ContactDraft } from '../../services/contacts/types.ts';
import { useT } from '../common/useT.ts';

const MERGE_CHOICES: readonly MergeChoice[] = ['merge', 'keepBoth', 'skip'];

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: '12px', maxHeight: '60vh', overflowY: 'auto' },
  list: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px' },
  duplicate: {
    display: 'grid',
    gridTemplateColumns: '1fr 160px',
    gap: '8px',
    alignItems: 'center',
    padding: '8px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const summaryOf = (draft: ContactDraft) =>
  [draft.name, ...draft.phoneList.map((phone) => phone.phone)].filter(Boolean).join(' · ');

/**
 * Import contacts from a CSV or vCard file: nothing is saved until the person has seen the
 * preview (new contacts, rows that can't be imported and why, duplicates to merge) and confirms.
 */
export function ContactImportDialog({ importer }: { importer: ContactImportActor }) {
  const styles = useStyles();
  const t = useT();
  const view = useSelector(importer, contactImportToView, shallowEqual);
  const cancel = () => importer.send({ type: 'import.cancel' });
  const { preview } = view;

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && cancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('contactsView.import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {view.step === 'choosing' && (
              <>
                <Text>{t('contactsView.import.hint')}</Text>
                <Field
                  label={t('contactsView.import.file')}
                  validationMessage={view.fileError ? t(view.fileError) : undefined}
                >
                  <input
                    type="file"
                    accept=".csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard"
                    aria-label={t('contactsView.import.file')}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) importer.send({ type: 'import.file', file });
                    }}
                  />
                </Field>
              </>
            )}
            {view.step === 'parsing' && (
              <Spinner label={t('contactsView.import.reading', { file: view.fileName ?? '' })} />
            )}
            {view.step === 'preview' && preview && (
              <>
                <Text weight="semibold">
                  {t('contactsView.import.summary', {
                    total: preview.total,
                    created: preview.newContacts.length,
                    duplicates: preview.duplicates.length,
                    invalid: preview.invalid.length,
                  })}
                </Text>
                {preview.newContacts.length > 0 && (
                  <section aria-label={t('contactsView.import.new')}>
                    <Text weight="semibold">{t('contactsView.import.new')}</Text>
                    <ul className={styles.list}>
                      {preview.newContacts.map((row) => (
                        <li key={row.key}>{summaryOf(row.draft)}</li>
                      ))}
                    </ul>
                  </section>
                )}
                {preview.duplicates.length > 0 && (
                  <section aria-label={t('contactsView.import.duplicates')}>
                    <Text weight="semibold">{t('contactsView.import.duplicates')}</Text>
                    {preview.duplicates.map((row) => (
                      <div key={row.key} className={styles.duplicate}>
                        <div>
                          <Text block>{summaryOf(row.draft)}</Text>
                          <Text size={200} className={styles.muted}>
                            {t(`contactsView.import.matchedBy.${row.matchedBy}`, {
                              target: summaryOf(row.target.draft),
                            })}
                          </Text>
                        </div>
                        <Select
                          aria-label={t('contactsView.import.choiceFor', { name: row.draft.name })}
                          value={view.choices[row.key] ?? 'merge'}
                          onChange={(_, data) =>
                            importer.send({ type: 'import.choice', key: row.key, choice: data.value as MergeChoice })
                          }
                        >
                          {MERGE_CHOICES.map((choice) => (
                            <option key={choice} value={choice}>
                              {t(`contactsView.import.choice.${choice}`)}
                            </option>
                          ))}
                        </Select>
                      </div>
                    ))}
                  </section>
                )}
                {preview.invalid.length > 0 && (
                  <section aria-label={t('contactsView.import.invalid')}>
                    <Text weight="semibold">{t('contactsView.import.invalid')}</Text>
                    <ul className={styles.list}>
                      {preview.invalid.map((row) => (
                        <li key={row.line}>
                          {t('contactsView.import.line', { line: row.line })} {row.name || row.phones.join(', ')} —{' '}
                          {t(row.reason)}
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                {!view.canConfirm && (
                  <MessageBar intent="warning">
                    <MessageBarBody>{t('contactsView.import.nothing')}</MessageBarBody>
                  </MessageBar>
                )}
              </>
            )}
            {view.step === 'saving' && (
              <Field label={t('contactsView.import.saving', { done: view.progress.done, total: view.progress.total })}>
                <ProgressBar value={view.progress.total ? view.progress.done / view.progress.total : 0} />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            {view.step === 'preview' && (
              <Button appearance="secondary" onClick={() => importer.send({ type: 'import.back' })}>
                {t('contactsView.import.back')}
              </Button>
            )}
            <Button appearance="secondary" onClick={cancel} disabled={view.step === 'saving'}>
              {t('common.cancel')}
            </Button>
            {view.step === 'preview' && (
              <Button
                appearance="primary"
                disabled={!view.canConfirm}
                onClick={() => importer.send({ type: 'import.confirm' })}
              >
                {t('contactsView.import.confirm')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
