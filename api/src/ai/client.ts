import { errors as undiciErrors, request, type Dispatcher } from 'undici';
import { ErrorCode } from '@avanzo/sync-protocol';
import type { AppConfig } from '../config';
import { AppError } from '../errors';

export type ChatContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  /** Ask for a JSON object reply (OpenAI `response_format: json_object`; Gemini maps it to JSON mode). */
  json?: boolean;
}

/** Who we are talking to, for messages that name the provider (SPEC §8 AI generation). */
const PROVIDER_LABEL: Record<AppConfig['ai']['provider'], string> = {
  none: 'AI service',
  gemini: 'Gemini',
  openai: 'AI service',
};

export interface AiClient {
  readonly configured: boolean;
  readonly label: string;
  /** The assistant's text. Throws AppError with an AI_* code for every failure. */
  chat(body: ChatRequest): Promise<string>;
}

/**
 * An OpenAI-compatible chat-completions client over undici: Gemini's compatible endpoint by default,
 * or any compatible server (Ollama, llama.cpp). The key stays here; failures become the stable codes
 * of SPEC §8 with messages that name the provider.
 */
export function createAiClient(ai: AppConfig['ai'], dispatcher?: Dispatcher): AiClient {
  const label = PROVIDER_LABEL[ai.provider];
  const configured =
    ai.provider !== 'none' && ai.baseUrl !== null && (ai.apiKey !== null || ai.provider === 'openai');
  const endpoint = ai.baseUrl
    ? new URL('chat/completions', ai.baseUrl.endsWith('/') ? ai.baseUrl : `${ai.baseUrl}/`)
    : null;

  async function chat(body: ChatRequest): Promise<string> {
    if (!configured || !endpoint) {
      throw new AppError(
        503,
        ErrorCode.AI_NOT_CONFIGURED,
        'No AI service is configured: add a valid API key (AI_API_KEY) to the configuration and restart the server.',
      );
    }
    const payload: Record<string, unknown> = {
      model: body.model,
      messages: body.messages,
      stream: false,
    };
    if (body.temperature !== undefined) payload.temperature = body.temperature;
    if (body.topP !== undefined) payload.top_p = body.topP;
    if (body.maxTokens !== undefined) payload.max_tokens = body.maxTokens;
    if (body.json) payload.response_format = { type: 'json_object' };

    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (ai.apiKey) headers.authorization = `Bearer ${ai.apiKey}`;
    let status: number;
    let text: string;
    try {
      const response = await request(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        headersTimeout: ai.timeoutMs,
        bodyTimeout: ai.timeoutMs,
        signal: AbortSignal.timeout(ai.timeoutMs),
        ...(dispatcher ? { dispatcher } : {}),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      if (isTimeout(error)) {
        throw new AppError(504, ErrorCode.AI_TIMEOUT, `${label} did not answer in time. Please try again.`);
      }
      throw new AppError(
        503,
        ErrorCode.AI_UNAVAILABLE,
        `${label} cannot be reached right now. Please try again.`,
      );
    }
    if (status === 401) {
      throw new AppError(
        502,
        ErrorCode.AI_INVALID_KEY,
        `Invalid API key for ${label}, please check the key.`,
      );
    }
    if (status === 403) {
      throw new AppError(
        502,
        ErrorCode.AI_FORBIDDEN,
        `Access to ${label} is forbidden, check the key's permissions.`,
      );
    }
    if (status === 429) {
      throw new AppError(
        429,
        ErrorCode.AI_RATE_LIMITED,
        'Rate limit exceeded. Please try again in a few moments.',
      );
    }
    if (status < 200 || status >= 300) {
      throw new AppError(
        502,
        ErrorCode.AI_UNAVAILABLE,
        serviceMessage(text) ?? `${label} failed (HTTP ${status}). Please try again.`,
      );
    }
    const content = readContent(text);
    if (content === null) {
      throw new AppError(
        502,
        ErrorCode.AI_BAD_REPLY,
        `${label} sent a reply we could not read. Please try again.`,
      );
    }
    return content;
  }

  return { configured, label, chat };
}

function isTimeout(error: unknown): boolean {
  const e = error as { name?: string; code?: string } | null;
  return (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    e?.name === 'TimeoutError' ||
    e?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e?.code === 'UND_ERR_BODY_TIMEOUT'
  );
}

/** The service's own error message (`{error: {message}}`), trimmed, when it sent one. */
function serviceMessage(text: string): string | null {
  try {
    const data = JSON.parse(text) as {
      error?: { message?: unknown } | Array<{ error?: { message?: unknown } }>;
    };
    const error = Array.isArray(data.error) ? data.error[0]?.error : data.error;
    if (typeof error?.message === 'string' && error.message.trim()) return error.message.trim().slice(0, 300);
  } catch {
    // not JSON: fall back to the generic message
  }
  return null;
}

/** `choices[0].message.content` as text (a string, or text parts joined); null when the reply is not that. */
export function readContent(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const choice = (data as { choices?: unknown })?.choices;
  if (!Array.isArray(choice) || choice.length === 0) return null;
  const content = (choice[0] as { message?: { content?: unknown } })?.message?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const parts = content
      .map((part) =>
        part && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : '',
      )
      .join('');
    return parts || null;
  }
  return null;
}
