/**
 * The new-message sound (spec 1 §1), synthesised with WebAudio so no audio asset is fetched: a
 * short two-note chime. The 1 s delay before it is a named delay of the chats chart, not here.
 */
export type SoundOutcome = 'played' | 'blocked' | 'unsupported';

type AudioContextFactory = () => AudioContext | null;

const NOTES_HZ = [880, 1320];
const NOTE_SECONDS = 0.12;
const PEAK_GAIN = 0.2;

function browserAudioContext(): AudioContext | null {
  const Constructor =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Constructor ? new Constructor() : null;
}

/** One sound player sharing one AudioContext (browsers limit how many a page may open). */
export function createNotificationSound(createContext: AudioContextFactory = browserAudioContext) {
  let context: AudioContext | null | undefined;

  return function play(): SoundOutcome {
    if (context === undefined) context = createContext();
    if (!context) return 'unsupported';
    if (context.state !== 'running') {
      // Autoplay policy: the context runs only after a user gesture on the page. Ask now so the
      // next sound can play, but do not queue this one to burst out later.
      void context.resume().catch(() => undefined);
      return 'blocked';
    }
    const start = context.currentTime;
    const end = start + NOTES_HZ.length * NOTE_SECONDS;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    for (const [index, hz] of NOTES_HZ.entries()) oscillator.frequency.setValueAtTime(hz, start + index * NOTE_SECONDS);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(end);
    return 'played';
  };
}

export const playNotificationSound = createNotificationSound();
