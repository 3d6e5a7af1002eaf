import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from './useT.ts';

/**
 * One character per box (spec 1 §2 "code-entry control"): typing advances, Backspace on an empty
 * box goes back, a paste fills every box. When the last box is filled the full code is emitted
 * (spec 1 §5). `wrong` marks the boxes and clears them (spec 1 §8: wrong verification code).
 */
export interface CodeInputProps {
  length: number;
  wrong?: boolean;
  disabled?: boolean;
  onComplete(code: string): void;
  /** The user started typing again (e.g. after a wrong code). */
  onEdit?(): void;
}

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', justifyContent: 'center' },
  box: {
    width: '44px',
    height: '52px',
    textAlign: 'center',
    fontSize: tokens.fontSizeHero700,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke1),
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus': {
      ...shorthands.outline('2px', 'solid', tokens.colorBrandStroke1),
      ...shorthands.borderColor(tokens.colorBrandStroke1),
    },
  },
  wrong: {
    ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
});

export function CodeInput({ length, wrong = false, disabled = false, onComplete, onEdit }: CodeInputProps) {
  const styles = useStyles();
  const t = useT();
  const [digits, setDigits] = useState<string[]>(() => Array(length).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    setDigits(Array(length).fill(''));
  }, [length]);

  // A wrong code clears every box and puts the cursor back in the first one.
  useEffect(() => {
    if (wrong) {
      setDigits(Array(length).fill(''));
      boxes.current[0]?.focus();
    }
  }, [wrong, length]);

  useEffect(() => {
    if (!disabled) boxes.current[0]?.focus();
  }, [disabled]);

  const update = (next: string[], focusIndex: number) => {
    if (wrong) onEdit?.();
    setDigits(next);
    boxes.current[Math.min(focusIndex, length - 1)]?.focus();
    if (next.every((d) => d !== '')) onComplete(next.join(''));
  };

  const typeAt = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) return;
    const next = [...digits];
    let at = index;
    for (const ch of typed) {
      if (at >= length) break;
      next[at] = ch;
      at += 1;
    }
    update(next, at);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
        setDigits(next);
      } else if (index > 0) {
        next[index - 1] = '';
        setDigits(next);
        boxes.current[index - 1]?.focus();
      }
      if (wrong) onEdit?.();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    typeAt(index, event.clipboardData.getData('text'));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border the design has no place for
    <div className={styles.row} role="group" aria-label={t('login.code.group')}>
      {digits.map((digit, index) => (
        <input
          // The boxes are positional: the index is the identity.
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className={wrong ? `${styles.box} ${styles.wrong}` : styles.box}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          disabled={disabled}
          aria-invalid={wrong}
          aria-label={t('login.code.digit', { index: index + 1, length })}
          onChange={(e) => typeAt(index, e.target.value.slice(digit ? 1 : 0) || e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
