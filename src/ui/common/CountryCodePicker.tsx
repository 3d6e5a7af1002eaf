import { Combobox, makeStyles, Option } from '@fluentui/react-components';
import { pickerLabel } from '../../services/countries/index.ts';
import type { CountryCodePickerProps } from './countryCodeField.ts';

const useStyles = makeStyles({
  root: { minWidth: '0', width: '100%' },
  listbox: { minWidth: '300px' },
  option: { display: 'flex', alignItems: 'center', gap: '8px' },
  flag: { width: '20px', height: '15px', flexShrink: 0, borderRadius: '2px' },
});

/** The country-code field's list (`CountryCodeSelect`, which loads this chunk on first use). */
export function CountryCodePicker({
  field,
  label,
  placeholder,
  openOnArrival,
  invalid,
  disabled,
}: CountryCodePickerProps) {
  const styles = useStyles();
  const { selected } = field;
  return (
    <Combobox
      className={styles.root}
      listbox={{ className: styles.listbox }}
      aria-label={label}
      placeholder={placeholder}
      value={field.shown}
      selectedOptions={selected ? [selected.countrycode] : []}
      freeform
      disabled={disabled}
      aria-invalid={invalid}
      // The person was in the light field this replaces: the focus stays with them.
      autoFocus={openOnArrival}
      defaultOpen={openOnArrival}
      onChange={(e) => field.type(e.target.value)}
      onBlur={field.commitTyped}
      onOptionSelect={(_, data) => {
        const item = field.matches.find((c) => c.countrycode === data.optionValue);
        if (item) field.choose(item);
        field.stopTyping();
      }}
    >
      {field.matches.map((item) => (
        <Option key={item.countrycode} value={item.countrycode} text={pickerLabel(item)}>
          <span className={styles.option}>
            <img className={styles.flag} src={item.flag} alt="" loading="lazy" />
            {pickerLabel(item)}
          </span>
        </Option>
      ))}
    </Combobox>
  );
}
