/**
 * The country-code field's shapes, shared by its light form (`CountryCodeSelect`) and the list it
 * loads on first use (`CountryCodePicker`); apart so that neither imports the other's module.
 */
import type { CountryItem } from '../../services/countries/index.ts';

export interface CountryCodeSelectProps {
  /** The selected calling code, digits only ('1', '86'). */
  value: string;
  onChange(telCode: string): void;
  invalid?: boolean;
  disabled?: boolean;
}

/** What the field holds and does, whichever of its two forms shows it. */
export interface CountryCodeField {
  /** The text in the field: what is being typed, else the shown country ('+1 United States'). */
  shown: string;
  selected: CountryItem | undefined;
  /** The countries the typed text matches (all when nothing is typed). */
  matches: readonly CountryItem[];
  /** Something has been typed and not yet taken. */
  typing: boolean;
  type(text: string): void;
  choose(item: CountryItem): void;
  /** Takes the typed text (on blur): the one matching country, else the typed digits as a code. */
  commitTyped(): void;
  /** Drops the typed text. */
  stopTyping(): void;
}

export interface CountryCodePickerProps extends CountryCodeSelectProps {
  field: CountryCodeField;
  label: string;
  placeholder: string;
  /** The person is in the light field this replaces: the picker takes the focus, its list open. */
  openOnArrival: boolean;
}
