import type { EmojiMartData } from '@emoji-mart/data';
import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, Spinner, Text } from '@fluentui/react-components';
import { EmojiRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  surface: { padding: 0, minWidth: '352px', minHeight: '120px' },
  status: { display: 'block', padding: '16px' },
});

/** What emoji-mart's `onEmojiSelect` hands over (only the field used here). */
interface PickedEmoji {
  native: string;
}

/**
 * emoji-mart with its data, loaded on the first open (both are large, and most visits never open
 * the picker). The data is passed in, so the picker fetches nothing from a CDN; a Chinese UI
 * also gets its translations passed in for the same reason.
 */
async function loadPicker(locale: string) {
  const chinese = locale.startsWith('zh');
  const [{ Picker }, data, i18n] = await Promise.all([
    import('emoji-mart'),
    // The package's main file is its JSON data; its types declare only the shapes, not the default export.
    import('@emoji-mart/data').then((module) => (module as unknown as { default: EmojiMartData }).default),
    chinese ? import('@emoji-mart/data/i18n/zh.json').then((module) => module.default) : undefined,
  ]);
  return (onSelect: (emoji: PickedEmoji) => void) =>
    new Picker({
      data,
      ...(i18n ? { i18n, locale: 'zh' } : { locale: 'en' }),
      set: 'native',
      theme: 'light',
      previewPosition: 'none',
      skinTonePosition: 'search',
      autoFocus: true,
      onEmojiSelect: onSelect,
    }) as unknown as HTMLElement;
}

function PickerSurface({ onPick }: { onPick: (emoji: string) => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    let mounted = true;
    loadPicker(intl.locale).then(
      (create) => {
        if (!mounted || !host.current) return;
        host.current.replaceChildren(create((emoji) => pick.current(emoji.native)));
        setState('shown');
      },
      (error: unknown) => {
        console.error('emoji picker: could not load', error);
        if (mounted) setState('failed');
      },
    );
    return () => {
      mounted = false;
    };
  }, [intl.locale]);

  return (
    <>
      {state === 'loading' && (
        <Spinner className={styles.status} size="small" label={t('conversationView.emoji.loading')} />
      )}
      {state === 'failed' && (
        <Text role="alert" className={styles.status}>
          {t('conversationView.emoji.failed')}
        </Text>
      )}
      <div ref={host} />
    </>
  );
}

/** spec 1 §2: the emoji picker beside the chat input; a picked emoji goes in at the caret (`onPick`). */
export function EmojiPicker({ disabled, onPick }: { disabled: boolean; onPick: (emoji: string) => void }) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState(false);

  return (
    <Popover open={open && !disabled} onOpenChange={(_, data) => setOpen(data.open)} positioning="above-start">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<EmojiRegular />}
          aria-label={t('chats.composer.emoji')}
          disabled={disabled}
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface}>
        <PickerSurface
          onPick={(emoji) => {
            setOpen(false);
            onPick(emoji);
          }}
        />
      </PopoverSurface>
    </Popover>
  );
}
