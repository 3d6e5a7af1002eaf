import { Dropdown, Input, makeStyles, mergeClasses, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, Suspense, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ChatsActor, isStartingChat, ownNumbersOf } from '../../machines/chats/toView.ts';
import { type ContactsActor, suggestionsFor } from '../../machines/contacts/toView.ts';
import type { VirtualPhone } from '../../services/api/contract/messaging.ts';
import { truncateCountryCode } from '../../services/chats/recipientNumber.ts';
import type { NumberSuggestion } from '../../services/contacts/search.ts';
import { CountryCodeSelect } from '../common/CountryCodeSelect.tsx';
import { type NumberFormat, useNumberFormat } from './displayNumber.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '12px 16px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  line: { display: 'flex', alignItems: 'center', gap: '8px' },
  label: { width: '48px', flexShrink: 0, color: tokens.colorNeutralForeground3 },
  code: { width: '120px', flexShrink: 0 },
  recipient: { position: 'relative', flexGrow: 1, minWidth: 0 },
  input: { width: '100%' },
  suggestions: {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    left: 0,
    right: 0,
    zIndex: 10,
    maxHeight: '280px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px 0',
  },
  suggestion: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '12px',
    padding: '6px 12px',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  from: { flexGrow: 1, minWidth: 0 },
  option: { display: 'flex', flexDirection: 'column' },
  secondary: { color: tokens.colorNeutralForeground3 },
});

const NO_SUGGESTIONS: readonly NumberSuggestion[] = [];

export interface NewChatHeaderProps {
  chats: ChatsActor;
  contacts: ContactsActor | undefined;
}

/**
 * The new-chat header (spec 1 §2): To — country code and a number input with contact
 * suggestions; From — the user's own numbers. What is typed lives here until it is sent; the
 * chart applies the rules of spec 1 §5 to `chat.start`.
 */
export function NewChatHeader({ chats, contacts }: NewChatHeaderProps) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useNumberFormat();
  const ownNumbers = useSelector(chats, ownNumbersOf);
  const starting = useSelector(chats, isStartingChat);
  const contactsSnapshot = useSelector(contacts, (s) => s);

  const [chosenOwn, setChosenOwn] = useState<string | null>(null);
  const [chosenTelCode, setChosenTelCode] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();

  // The From picker defaults to the first own number; the To code follows it until one is chosen.
  const own = ownNumbers.find((phone) => phone.fullNumber === chosenOwn) ?? ownNumbers[0];
  const telCode = chosenTelCode ?? own?.telCode ?? '';
  const suggestions = useMemo(
    () => (contactsSnapshot ? suggestionsFor(contactsSnapshot, typed) : NO_SUGGESTIONS),
    [contactsSnapshot, typed],
  );
  const listShown = open && suggestions.length > 0;

  const start = (otherTelCode: string, recipient: string) => {
    setOpen(false);
    chats.send({
      type: 'chat.start',
      otherTelCode,
      typed: recipient,
      ...(own ? { ownFullNumber: own.fullNumber } : {}),
    });
  };
  const pick = (suggestion: NumberSuggestion) => {
    setTyped(suggestion.formatPhone);
    start(suggestion.telCode, suggestion.shortPhone);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(-1, Math.min(suggestions.length - 1, index + step)));
    } else if (event.key === 'Escape' && listShown) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter' && !starting) {
      event.preventDefault();
      const chosen = listShown && active >= 0 ? suggestions[active] : undefined;
      if (chosen) pick(chosen);
      else start(telCode, typed);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.line}>
        <Text className={styles.label}>{t('chats.to')}</Text>
        <div className={styles.code}>
          {/* The country list may still load: only the picker waits, not the whole app behind its overlay. */}
          <Suspense fallback={null}>
            <CountryCodeSelect value={telCode} onChange={(code) => setChosenTelCode(truncateCountryCode(code))} />
          </Suspense>
        </div>
        <div className={styles.recipient}>
          <Input
            className={styles.input}
            role="combobox"
            aria-label={t('chats.to')}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={listShown && active >= 0 ? `${listId}-${active}` : undefined}
            aria-busy={starting}
            placeholder={t('chats.recipient.placeholder')}
            value={typed}
            contentAfter={starting ? <Spinner size="tiny" aria-label={t('chats.starting')} /> : undefined}
            onChange={(_, data) => {
              setTyped(data.value);
              setActive(-1);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          {listShown && (
            <div className={styles.suggestions} role="listbox" id={listId} aria-label={t('chats.suggestions')}>
              {suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter choose
                <div
                  key={`${suggestion.contactId}:${suggestion.phone}`}
                  id={`${listId}-${index}`}
                  className={mergeClasses(styles.suggestion, index === active && styles.active)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  // Keeps the focus in the input, so its blur does not close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                >
                  <Text weight="semibold">{suggestion.name}</Text>
                  <Text className={styles.secondary}>{suggestion.formatPhone}</Text>
                </div>
              ))}
            </div>
          )}
        </div>
      </div>
      <div className={styles.line}>
        <Text className={styles.label}>{t('chats.from')}</Text>
        <OwnNumberPicker
          className={styles.from}
          numbers={ownNumbers}
          chosen={own}
          format={format}
          onChoose={setChosenOwn}
        />
      </div>
    </div>
  );
}

interface OwnNumberPickerProps {
  className: string;
  numbers: readonly VirtualPhone[];
  chosen: VirtualPhone | undefined;
  format: NumberFormat;
  onChoose(fullNumber: string): void;
}

/** spec 1 §3 Virtual phone as used by the picker: number, type and notes. */
function OwnNumberPicker({ className, numbers, chosen, format, onChoose }: OwnNumberPickerProps) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Dropdown
      className={className}
      aria-label={intl.formatMessage({ id: 'chats.from' })}
      placeholder={intl.formatMessage({ id: 'chats.from.placeholder' })}
      value={chosen ? format.display(chosen.fullNumber, chosen.telCode) : ''}
      selectedOptions={chosen ? [chosen.fullNumber] : []}
      onOptionSelect={(_, data) => data.optionValue && onChoose(data.optionValue)}
    >
      {numbers.map((phone) => {
        const shown = format.display(phone.fullNumber, phone.telCode);
        return (
          <Option key={phone.fullNumber} value={phone.fullNumber} text={shown}>
            <span className={styles.option}>
              <Text weight="semibold">{shown}</Text>
              <Text size={200} className={styles.secondary}>
                {[intl.formatMessage({ id: `chats.numberType.${phone.type}` }), phone.numberName, phone.notes]
                  .filter((part) => part !== '')
                  .join(' · ')}
              </Text>
            </span>
          </Option>
        );
      })}
    </Dropdown>
  );
}
