import { ErrorCode, type DetectedItem, type Language } from '@avanzo/sync-protocol';
import { detectionPrompt, parseDetectionReply, toDetectedItems } from '@avanzo/recipe-core';
import { AppError } from '../errors';
import type { AiClient } from './client';

/** Vision settings: a low temperature, since the model must report what it sees, not imagine it. */
const VISION_TEMPERATURE = 0.2;
const VISION_MAX_TOKENS = 1000;

export interface Detection {
  items: DetectedItem[];
  /** The mean confidence of the kept items; 0 when nothing was kept. */
  confidence: number;
}

/** Sends the photo to the vision model and maps its strict JSON list onto the catalog. */
export async function detectIngredients(
  ai: AiClient,
  model: string,
  imageDataUrl: string,
  locale: Language,
): Promise<Detection> {
  const reply = await ai.chat({
    model,
    temperature: VISION_TEMPERATURE,
    maxTokens: VISION_MAX_TOKENS,
    json: true,
    messages: [
      { role: 'system', content: detectionPrompt(locale) },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Which food ingredients can you clearly see in this photo?' },
          { type: 'image_url', image_url: { url: imageDataUrl } },
        ],
      },
    ],
  });
  const raw = parseDetectionReply(reply);
  if (raw === null) {
    throw new AppError(
      502,
      ErrorCode.AI_BAD_REPLY,
      `${ai.label} sent a reply we could not read. Please try again.`,
    );
  }
  const items = toDetectedItems(raw, locale);
  const confidence = items.length
    ? Math.round((items.reduce((sum, item) => sum + item.confidence, 0) / items.length) * 100) / 100
    : 0;
  return { items, confidence };
}
