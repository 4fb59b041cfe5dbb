import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { SPEECH_LANG, commandFor, recognitionCtor, type VoiceCommand } from './voice';

/** "Read aloud" where speech synthesis exists, voice commands only where recognition exists (else hidden). */
export function VoiceControls({
  readAloud,
  onReadAloud,
  onCommand,
}: {
  readAloud: boolean;
  onReadAloud: (on: boolean) => void;
  onCommand: (command: VoiceCommand) => void;
}) {
  const { t, i18n } = useTranslation();
  const [listening, setListening] = useState(false);
  const commandRef = useRef(onCommand);
  commandRef.current = onCommand;
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const Recognition = typeof window !== 'undefined' ? recognitionCtor() : null;

  useEffect(() => {
    if (!listening || !Recognition) return undefined;
    const recognition = new Recognition();
    recognition.lang = SPEECH_LANG[i18n.language] ?? i18n.language;
    recognition.continuous = true;
    recognition.interimResults = false;
    const words = {
      next: t('cooking.voiceWords.next'),
      back: t('cooking.voiceWords.back'),
      repeat: t('cooking.voiceWords.repeat'),
    };
    recognition.onresult = (event) => {
      const result = event.results[event.resultIndex];
      const transcript = result?.[0]?.transcript ?? '';
      const command = commandFor(transcript, words);
      if (command) commandRef.current(command);
    };
    let stopped = false;
    recognition.onend = () => {
      if (!stopped) recognition.start();
    };
    recognition.onerror = () => setListening(false);
    recognition.start();
    return () => {
      stopped = true;
      recognition.stop();
    };
  }, [listening, Recognition, i18n.language, t]);

  if (!canSpeak && !Recognition) return null;
  return (
    <div className="voice-controls">
      {canSpeak && (
        <label className="switch">
          <input
            type="checkbox"
            checked={readAloud}
            onChange={(e) => onReadAloud(e.target.checked)}
            data-testid="read-aloud"
          />
          <span>{t('cooking.readAloud')}</span>
        </label>
      )}
      {Recognition && (
        <label className="switch">
          <input
            type="checkbox"
            checked={listening}
            onChange={(e) => setListening(e.target.checked)}
            data-testid="voice-commands"
          />
          <span>
            <Icon name="sparkles" size={16} /> {t('cooking.voiceCommands')}
          </span>
          {listening && <small>{t('cooking.voiceHint')}</small>}
        </label>
      )}
    </div>
  );
}
