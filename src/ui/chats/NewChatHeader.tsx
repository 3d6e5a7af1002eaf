import { Dropdown, Input, makeStyles, mergeClasses, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type FocusEvent, type KeyboardEvent, Suspense, useId, useMemo, useRef, useState } from 'react';
import {
  type ChatsActor,
  draftSenderOf,
  draftTelCodeOf,
  draftTypedOf,
  isStartingChat,
  type OwnNumber,
  ownNumbersOf,
} from '../../machines/chats/chats/toView.ts';
import { type ContactsActor, suggestionsFor } from '../../machines/contacts/contacts/toView.ts';
import { truncateCountryCode } from '../../services/chats/recipientNumber.ts';
import type { NumberSuggestion } from '../../services/contacts/search.ts';
import type { PhoneFormat } from '../../services/phone/phoneFormat.ts';
import { CountryCodeSelect } from '../common/CountryCodeSelect.tsx';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';

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
 * suggestions; From — the user's own numbers. The draft lives in the chats chart; the number is
 * taken with Enter, with Tab, or when the focus leaves the header (issue 8 item 18), and the
 * chart applies the rules of spec 1 §5. Only the suggestion list's open state and highlight are
 * this view's.
 */
export function NewChatHeader({ chats, contacts }: NewChatHeaderProps) {
  const styles = useStyles();
  const t = useT();
  const format = usePhoneFormat();
  const ownNumbers = useSelector(chats, ownNumbersOf);
  const own = useSelector(chats, draftSenderOf);
  const telCode = useSelector(chats, draftTelCodeOf);
  const typed = useSelector(chats, draftTypedOf);
  const starting = useSelector(chats, isStartingChat);
  const contactsSnapshot = useSelector(contacts, (s) => s);
  const header = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();

  const suggestions = useMemo(
    () => (contactsSnapshot ? suggestionsFor(contactsSnapshot, typed) : NO_SUGGESTIONS),
    [contactsSnapshot, typed],
  );
  const listShown = open && suggestions.length > 0;

  const take = () => {
    setOpen(false);
    if (!starting && typed.trim() !== '') chats.send({ type: 'draft.submit' });
  };
  const pick = (suggestion: NumberSuggestion) => {
    setOpen(false);
    chats.send({
      type: 'draft.submit',
      pick: { telCode: suggestion.telCode, phone: suggestion.shortPhone, shown: suggestion.formatPhone },
    });
  };
  /**
   * decision: leaving the number field takes it, as Enter does — unless the focus goes to the
   * header's own To code or From picker, which belong to the same chat (a person may type the
   * number first and pick the From number after).
   */
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && header.current?.contains(next)) {
      setOpen(false);
      return;
    }
    take();
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
      else take();
    } else if (event.key === 'Tab' && !event.shiftKey) {
      // Tab takes the number too (the focus then moves on as usual).
      take();
    }
  };

  return (
    <div className={styles.root} ref={header}>
      <div className={styles.line}>
        <Text className={styles.label}>{t('chats.to')}</Text>
        <div className={styles.code}>
          {/* The country list may still load: only the picker waits, not the whole app behind its overlay. */}
          <Suspense fallback={null}>
            <CountryCodeSelect
              value={telCode}
              onChange={(code) => chats.send({ type: 'draft.change', telCode: truncateCountryCode(code) })}
            />
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
              chats.send({ type: 'draft.change', typed: data.value });
              setActive(-1);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
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
          onChoose={(ownFullNumber) => chats.send({ type: 'draft.change', ownFullNumber })}
        />
      </div>
    </div>
  );
}

interface OwnNumberPickerProps {
  className: string;
  numbers: readonly OwnNumber[];
  chosen: OwnNumber | undefined;
  format: PhoneFormat;
  onChoose(fullNumber: string): void;
}

/** spec 1 §3 Virtual phone as used by the picker: number, type and notes. */
function OwnNumberPicker({ className, numbers, chosen, format, onChoose }: OwnNumberPickerProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dropdown
      className={className}
      aria-label={t('chats.from')}
      placeholder={t('chats.from.placeholder')}
      value={chosen ? format.full(chosen.fullNumber, chosen.telCode) : ''}
      selectedOptions={chosen ? [chosen.fullNumber] : []}
      onOptionSelect={(_, data) => data.optionValue && onChoose(data.optionValue)}
    >
      {numbers.map((phone) => {
        const shown = format.full(phone.fullNumber, phone.telCode);
        return (
          <Option key={phone.fullNumber} value={phone.fullNumber} text={shown}>
            <span className={styles.option}>
              <Text weight="semibold">{shown}</Text>
              <Text size={200} className={styles.secondary}>
                {[t(`chats.numberType.${phone.type}`), phone.numberName, phone.notes]
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
