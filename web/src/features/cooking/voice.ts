/** What a spoken word asks for, given the language's words ("next|continue") for each command. */
export type VoiceCommand = 'next' | 'back' | 'repeat';

export function commandFor(transcript: string, words: Record<VoiceCommand, string>): VoiceCommand | null {
  const heard = transcript
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  for (const command of ['next', 'back', 'repeat'] as const) {
    const options = words[command]
      .split('|')
      .map((w) =>
        w
          .trim()
          .toLocaleLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
      )
      .filter(Boolean);
    if (options.some((word) => new RegExp(`(^|\\s)${word}(\\s|$)`).test(heard))) return command;
  }
  return null;
}

interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>>; resultIndex: number }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionCtor = new () => RecognitionLike;

/** The browser's speech recognition, or null where it does not exist (the control is then hidden). */
export function recognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const SPEECH_LANG: Record<string, string> = { en: 'en-GB', it: 'it-IT', fr: 'fr-FR', de: 'de-DE' };

/** Says a text aloud in a language; silently does nothing where speech synthesis is missing. */
export function speak(text: string, language: string): void {
  try {
    if (!('speechSynthesis' in window)) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANG[language] ?? language;
    window.speechSynthesis.speak(utterance);
  } catch {
    // Speech is a convenience; the step stays on screen.
  }
}
