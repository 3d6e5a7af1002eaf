import { Button, Combobox, makeStyles, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ConversationActor, transcriptionActorOf } from '../../machines/chats/conversation/toView.ts';
import {
  isTranscribing,
  languageChoiceOf,
  sorryOf,
  type TranscriptionActor,
  transcriptOf,
} from '../../machines/chats/transcription/toView.ts';
import type { ChatMessage } from '../../services/chats/message.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    padding: '8px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  actions: { display: 'flex', gap: '6px', alignItems: 'center', flexWrap: 'wrap' },
  sorry: { color: tokens.colorPaletteRedForeground1 },
});

/** A language tag by its name in the UI language ('en-GB' → 'British English'). */
function useLanguageName(): (tag: string) => string {
  const intl = useIntl();
  const names = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'language' }), [intl.locale]);
  return (tag) => names.of(tag) ?? tag;
}

/** spec 1 §4 Transcription: the language comes from a searchable list per locale, its first item by default. */
function LanguageChoice({ transcription }: { transcription: TranscriptionActor }) {
  const t = useT();
  const nameOf = useLanguageName();
  const { languages, chosen } = useSelector(transcription, languageChoiceOf);
  const [query, setQuery] = useState<string | null>(null);
  const typed = query?.trim().toLowerCase() ?? '';
  const shown = languages.filter(
    (tag) => typed === '' || nameOf(tag).toLowerCase().includes(typed) || tag.toLowerCase().includes(typed),
  );

  return (
    <Combobox
      aria-label={t('chats.transcription.language')}
      placeholder={t('chats.transcription.search')}
      value={query ?? nameOf(chosen)}
      selectedOptions={[chosen]}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_, data) => {
        setQuery(null);
        if (data.optionValue) transcription.send({ type: 'transcription.language.select', language: data.optionValue });
      }}
    >
      {shown.map((tag) => (
        <Option key={tag} value={tag} text={nameOf(tag)}>
          {nameOf(tag)}
        </Option>
      ))}
      {shown.length === 0 && <Option disabled>{t('conversationView.transcription.noMatch')}</Option>}
    </Combobox>
  );
}

function TranscriptionPanel({ transcription }: { transcription: TranscriptionActor }) {
  const styles = useStyles();
  const t = useT();
  const choosing = useSelector(transcription, (s) => languageChoiceOf(s).open);
  const transcribing = useSelector(transcription, isTranscribing);
  const transcript = useSelector(transcription, transcriptOf);
  const sorry = useSelector(transcription, sorryOf);

  if (transcript !== null) return <Text>{transcript}</Text>;
  return (
    <div className={styles.panel}>
      {transcribing && <Spinner size="tiny" label={t('chats.transcription.inProgress')} />}
      {sorry && (
        <Text role="alert" className={styles.sorry}>
          {t(sorry)}
        </Text>
      )}
      {choosing && (
        <>
          <LanguageChoice transcription={transcription} />
          <div className={styles.actions}>
            <Button
              appearance="primary"
              size="small"
              onClick={() => transcription.send({ type: 'transcription.start' })}
            >
              {t('conversationView.transcription.go')}
            </Button>
            <Button size="small" onClick={() => transcription.send({ type: 'transcription.close' })}>
              {t('conversationView.transcription.cancel')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A voicemail's speech-to-text (spec 1 §2, §4 Transcription, §8): 'Transcribe' opens the language
 * choice; then 'Transcribing…', the transcript, or the sorry message. A message already
 * transcribed (sttStatus) shows its transcript directly.
 */
export function VoicemailTranscription({
  message,
  conversation,
}: {
  message: ChatMessage;
  conversation: ConversationActor;
}) {
  const t = useT();
  const transcription = useSelector(conversation, (s) => transcriptionActorOf(s, message.smsId));

  if (message.sttStatus && message.stt) return <Text>{message.stt}</Text>;
  if (transcription) return <TranscriptionPanel transcription={transcription} />;
  return (
    <Button size="small" onClick={() => conversation.send({ type: 'transcription.open', smsId: message.smsId })}>
      {t('chats.transcription.start')}
    </Button>
  );
}
