import { Button, MessageBar, MessageBarBody, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { AttachRegular, SendFilled } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type ClipboardEvent, type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { areDraftsRestored, composerDraftOf } from '../../machines/chats/chats/toView.ts';
import {
  type ComposerBlock,
  type ConversationActor,
  composerBlockOf,
  isComposerTypeable,
  isSendHighlighted,
  outgoingActorOf,
  pendingSmsIdsOf,
  sendsWait,
} from '../../machines/chats/conversation/toView.ts';
import { showsTooLargeNotice } from '../../machines/chats/outgoingMessage/toView.ts';
import type { OutgoingContent } from '../../machines/chats/outgoingMessage/types.ts';
import { selectChatsRef } from '../../machines/shell/app/toView.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';
import { EmojiPicker } from './EmojiPicker.tsx';
import { createDraftSignal, MessageCost } from './MessageCost.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    padding: '8px 12px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  bar: { display: 'flex', alignItems: 'flex-end', gap: '4px' },
  field: { position: 'relative', flexGrow: 1, minWidth: 0 },
  input: {
    minHeight: '20px',
    maxHeight: '160px',
    overflowY: 'auto',
    padding: '6px 10px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    outlineStyle: 'none',
    ':focus': { outlineStyle: 'solid', outlineWidth: '1px', outlineColor: tokens.colorBrandStroke1 },
  },
  disabled: { backgroundColor: tokens.colorNeutralBackgroundDisabled, color: tokens.colorNeutralForegroundDisabled },
  placeholder: {
    position: 'absolute',
    top: '7px',
    left: '11px',
    // Foreground3: readable (WCAG AA 4.5:1) on the disabled box's grey too, which Foreground4 is not.
    color: tokens.colorNeutralForeground3,
    pointerEvents: 'none',
  },
  // spec 1 §4 Chat input: the send button highlights for 600 ms after a send (the chart times it).
  highlighted: { transform: 'scale(1.15)', transitionProperty: 'transform', transitionDuration: tokens.durationFast },
  file: { display: 'none' },
  reason: { color: tokens.colorNeutralForeground3 },
});

/**
 * Why the message box is disabled, as the person reads it; `noRecipient` is the new-chat pane,
 * before a number is taken (issue 8 item 18: say why the message box is disabled).
 */
const BLOCK_MESSAGES = {
  noRecipient: 'chats.composer.blocked.noRecipient',
  noPerson: 'chats.composer.blocked.noRecipient',
  disconnected: 'chats.composer.blocked.disconnected',
  loading: 'chats.composer.blocked.loading',
  failed: 'chats.composer.blocked.failed',
  busy: 'chats.composer.blocked.busy',
} as const satisfies Record<ComposerBlock | 'noRecipient', string>;

const NO_PENDING: readonly string[] = [];

/**
 * The text in the input as the person sees it: `innerText` turns the browser's line breaks
 * (`<br>`, `<div>`) into '\n'; `textContent` is the fallback where layout is not implemented.
 */
function textOf(editor: HTMLElement): string {
  return typeof editor.innerText === 'string' ? editor.innerText : (editor.textContent ?? '');
}

/** No character typed (a browser may leave a `<br>` behind when the last one is deleted). */
function isBlank(editor: HTMLElement): boolean {
  return (editor.textContent ?? '') === '';
}

/** Puts plain text at the caret (or at the saved caret, or at the end), replacing any selection. */
function insertPlainText(editor: HTMLElement, text: string, saved: Range | null) {
  editor.focus();
  const selection = window.getSelection();
  if (!selection) return;
  if (saved && editor.contains(saved.commonAncestorContainer)) {
    selection.removeAllRanges();
    selection.addRange(saved);
  } else if (selection.rangeCount === 0 || !editor.contains(selection.anchorNode)) {
    selection.selectAllChildren(editor);
    selection.collapseToEnd();
  }
  // execCommand keeps the browser's undo history; where it is missing, the range is edited directly.
  if (typeof document.execCommand === 'function' && document.execCommand('insertText', false, text)) return;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const node = document.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** spec 1 §5, §9: the red 'image too large' notice of one attachment on its way (3 s, timed by its chart). */
function TooLargeNotice({ conversation, smsId }: { conversation: ConversationActor; smsId: string }) {
  const t = useT();
  const outgoing = useSelector(conversation, (s) => outgoingActorOf(s, smsId));
  const shown = useSelector(outgoing, (s) => (s ? showsTooLargeNotice(s) : false));
  if (!shown) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t('chats.attachment.tooLarge')}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * The chat input (spec 1 §2, §4 Chat input, §5 Text): a rich-text field where paste inserts plain
 * text only; Enter sends, Shift+Enter adds a newline; an emoji picker and an image attachment.
 * Disabled until a person is chosen; while the chart says sending is blocked (the connection
 * down, the conversation loading, a call running) the box still takes typing and only sending
 * waits, with the reason shown. While the connection is down a text is sent into the outbox
 * (issue 24 item 3: it goes when the connection is back) and the image button waits. What was typed is cleared when the chart says it took the send.
 */
export function Composer({ conversation }: { conversation: ConversationActor | undefined }) {
  const styles = useStyles();
  const t = useT();
  const reasonId = useId();
  const chats = useSelector(useAppActor(), selectChatsRef);
  const block = useSelector(conversation, (s) => (s ? composerBlockOf(s) : 'noRecipient'));
  const enabled = block === null;
  // issue 24 item 3: the connection is down — a text waits in the outbox, an image cannot.
  const waits = useSelector(conversation, (s) => (s ? sendsWait(s) : false));
  // spec 1 §4: the connection, a load or a running call block sending only — a draft can be
  // written meanwhile (issue 22 item 7); nobody chosen yet is the one state without a box.
  const typeable = useSelector(conversation, (s) => (s ? isComposerTypeable(s) : false));
  const draftsRestored = useSelector(chats, (s) => (s ? areDraftsRestored(s) : false));
  const highlighted = useSelector(conversation, (s) => (s ? isSendHighlighted(s) : false));
  const pending = useSelector(conversation, (s) => (s ? pendingSmsIdsOf(s) : NO_PENDING));
  const editor = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  /** Where the caret was when the input lost focus (the emoji picker takes the focus). */
  const savedCaret = useRef<Range | null>(null);
  const [empty, setEmpty] = useState(true);
  /** Tells the cost preview the text changed (issue 11 item 8), without re-rendering the composer. */
  const [draft] = useState(createDraftSignal);

  /** The chats chart keeps what is typed per conversation, so leaving the tab or the chat loses nothing. */
  const keepDraft = () => {
    const field = editor.current;
    if (field) chats?.send({ type: 'composer.draft', text: textOf(field) });
  };

  // A conversation shown (again, or another one), or the drafts kept before a reload just read:
  // its unsent text comes back from the chart (what was typed meanwhile is the chart's too).
  useEffect(() => {
    const field = editor.current;
    if (!field || !chats) return;
    const text = composerDraftOf(chats.getSnapshot());
    if (draftsRestored && textOf(field) === text) return;
    field.textContent = text;
    savedCaret.current = null;
    setEmpty(isBlank(field));
    draft.bump();
  }, [conversation, chats, draft, draftsRestored]);

  // The chart says when it took a text: only then is the input cleared (a refused send keeps it).
  useEffect(() => {
    if (!conversation) return;
    const subscription = conversation.on('composer.accepted', ({ kind }) => {
      const field = editor.current;
      if (kind !== 'text' || !field) return;
      field.replaceChildren();
      savedCaret.current = null;
      setEmpty(true);
      draft.bump();
      chats?.send({ type: 'composer.draft', text: '' });
    });
    return () => subscription.unsubscribe();
  }, [conversation, chats, draft]);

  const send = (content: OutgoingContent) => {
    if (conversation && enabled) conversation.send({ type: 'composer.send', content });
  };

  const sendText = () => {
    const field = editor.current;
    if (!field) return;
    // decision: leading and trailing blank lines and spaces are not sent; a blank message is not sent at all.
    const text = textOf(field).trim();
    if (text !== '') send({ kind: 'text', text });
  };

  const insert = (text: string) => {
    const field = editor.current;
    if (!field || !typeable) return;
    insertPlainText(field, text, savedCaret.current);
    savedCaret.current = null;
    setEmpty(isBlank(field));
    draft.bump();
    keepDraft();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // An IME composing Chinese uses Enter to confirm its candidate, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendText();
  };

  // spec 1 §5 Text: pasting inserts plain text only (a drop likewise).
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    insert(event.clipboardData.getData('text/plain'));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    insert(event.dataTransfer.getData('text/plain'));
  };

  const onBlur = () => {
    const selection = window.getSelection();
    const field = editor.current;
    savedCaret.current =
      selection && selection.rangeCount > 0 && field?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
  };

  const onFilePicked = () => {
    const input = fileInput.current;
    const file = input?.files?.[0];
    if (!input || !file) return;
    send({ kind: 'attachment', file });
    // The same file may be picked again after a refusal.
    input.value = '';
  };

  return (
    <div className={styles.root}>
      {conversation && pending.map((smsId) => <TooLargeNotice key={smsId} conversation={conversation} smsId={smsId} />)}
      {conversation && enabled && (
        <MessageCost conversation={conversation} draft={draft} editor={editor} textOf={textOf} />
      )}
      {(block !== null || waits) && (
        <Text id={reasonId} size={200} className={styles.reason} role="status">
          {t(block === null ? 'chats.composer.waits' : BLOCK_MESSAGES[block])}
        </Text>
      )}
      <div className={styles.bar}>
        <EmojiPicker disabled={!typeable} onPick={insert} />
        <Button
          appearance="subtle"
          icon={<AttachRegular />}
          aria-label={t('chats.composer.attach')}
          aria-describedby={waits ? reasonId : undefined}
          disabled={!enabled || waits}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          className={styles.file}
          type="file"
          accept="image/*,.heic,.heif"
          tabIndex={-1}
          aria-hidden
          onChange={onFilePicked}
        />
        <div className={styles.field}>
          {empty && (
            <span className={styles.placeholder} aria-hidden>
              {t('chats.composer.placeholder')}
            </span>
          )}
          {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold the caret-placed emoji and pasted text as rich text does */}
          <div
            ref={editor}
            role="textbox"
            tabIndex={typeable ? 0 : -1}
            aria-label={t('chats.composer.label')}
            aria-multiline
            aria-disabled={!typeable}
            aria-describedby={block === null && !waits ? undefined : reasonId}
            aria-placeholder={t('chats.composer.placeholder')}
            contentEditable={typeable}
            suppressContentEditableWarning
            className={mergeClasses(styles.input, !typeable && styles.disabled)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onDrop={onDrop}
            onInput={(event) => {
              setEmpty(isBlank(event.currentTarget));
              draft.bump();
              keepDraft();
            }}
            onFocus={() => chats?.send({ type: 'composer.focus' })}
            onBlur={onBlur}
          />
        </div>
        <Button
          appearance={highlighted ? 'primary' : 'subtle'}
          className={mergeClasses(highlighted && styles.highlighted)}
          icon={<SendFilled />}
          aria-label={t('chats.composer.send')}
          data-highlighted={highlighted}
          disabled={!enabled}
          onClick={sendText}
        />
      </div>
    </div>
  );
}
