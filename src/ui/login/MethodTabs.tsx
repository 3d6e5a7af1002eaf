import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, useRef } from 'react';
import type { LoginMethod } from '../../machines/login/session/types.ts';

/**
 * The login's phone / e-mail choice: a WAI-ARIA tab list (roving tab stop, arrows, Home and End
 * select at once) with the look of Fluent's TabList. Fluent's TabList brings its focus manager
 * (tabster, ~20 KB brotli with the tabs) into the login screen's download for two tabs; nothing
 * else on the first screen needs it (docs/delivery.md).
 */
const METHODS: readonly LoginMethod[] = ['phone', 'email'];

const useStyles = makeStyles({
  list: { display: 'flex', alignItems: 'stretch' },
  tab: {
    position: 'relative',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
    cursor: 'pointer',
    ':hover': { color: tokens.colorNeutralForeground2Hover, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
    // The selection indicator under the label, as Fluent draws it.
    '::after': {
      content: '""',
      position: 'absolute',
      left: tokens.spacingHorizontalMNudge,
      right: tokens.spacingHorizontalMNudge,
      bottom: 0,
      height: tokens.strokeWidthThicker,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorTransparentStroke,
    },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { color: tokens.colorNeutralForeground1Hover },
    '::after': { backgroundColor: tokens.colorCompoundBrandStroke },
  },
});

export function MethodTabs({
  label,
  labels,
  selected,
  onSelect,
}: {
  label: string;
  labels: Record<LoginMethod, string>;
  selected: LoginMethod;
  onSelect: (method: LoginMethod) => void;
}) {
  const styles = useStyles();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = METHODS.indexOf(selected);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? METHODS[(at + 1) % METHODS.length]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? METHODS[(at + METHODS.length - 1) % METHODS.length]
          : event.key === 'Home'
            ? METHODS[0]
            : event.key === 'End'
              ? METHODS[METHODS.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`[data-method="${next}"]`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
      {METHODS.map((method) => (
        <button
          key={method}
          type="button"
          role="tab"
          data-method={method}
          aria-selected={method === selected}
          tabIndex={method === selected ? 0 : -1}
          className={mergeClasses(styles.tab, method === selected && styles.selected)}
          onClick={() => onSelect(method)}
        >
          {labels[method]}
        </button>
      ))}
    </div>
  );
}
