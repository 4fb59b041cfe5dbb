import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AiProviderName } from '@avanzo/sync-protocol';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  jwtSecret: string;
  adminEmail: string;
  ai: {
    provider: AiProviderName;
    /** The OpenAI-compatible endpoint; null only when AI_PROVIDER=none. */
    baseUrl: string | null;
    apiKey: string | null;
    model: string;
    visionModel: string;
    timeoutMs: number;
  };
  donationUrl: string | null;
  supportEmail: string;
  /** What one account may store (QUOTA_RECIPES live recipes, QUOTA_MB of recipe and activity data). */
  quota: { recipes: number; bytes: number };
  /** Registration attempts allowed per client IP in 10 minutes (a shared office or test IP needs more). */
  registerLimit: number;
  /**
   * Which proxies to believe for the client address and protocol (X-Forwarded-For/-Proto), as Fastify's
   * `trustProxy`: false (default, direct), true, or the proxies' addresses/CIDRs. Behind a TLS
   * terminator this makes the request count as https, which turns on HSTS.
   */
  trustProxy: boolean | string;
}

export class ConfigError extends Error {}

const DEFAULT_MODEL = 'gemini-2.5-flash';
/** Gemini's OpenAI-compatible endpoint, used when AI_PROVIDER=gemini and no AI_BASE_URL is given. */
export const GEMINI_OPENAI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta/openai/';

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function str(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = str(env, name);
  if (raw === null) return null;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('protocol');
    return raw;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

/** A missing JWT_SECRET is generated once and kept in DATA_DIR, so tokens survive restarts. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = str(env, 'JWT_SECRET');
  if (given !== null) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return given;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function trustProxy(env: NodeJS.ProcessEnv): boolean | string {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^(?=.*[.:])[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false or the proxies' addresses (e.g. 10.0.0.1,10.1.0.0/16), got "${raw}"`,
    );
  }
  return parts.join(',');
}

/** Reads and validates the environment at start-up; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(str(env, 'DATA_DIR') ?? './data');
  const apiKey = str(env, 'AI_API_KEY') ?? str(env, 'GEMINI_API_KEY');
  const providerRaw = str(env, 'AI_PROVIDER') ?? (apiKey ? 'gemini' : 'none');
  if (providerRaw !== 'none' && providerRaw !== 'gemini' && providerRaw !== 'openai') {
    throw new ConfigError(`AI_PROVIDER must be none, gemini or openai, got "${providerRaw}"`);
  }
  const baseUrl = url(env, 'AI_BASE_URL');
  if (providerRaw === 'openai' && baseUrl === null) {
    throw new ConfigError('AI_PROVIDER=openai needs AI_BASE_URL (an OpenAI-compatible server)');
  }
  const adminEmail = (str(env, 'ADMIN_EMAIL') ?? 'admin@avanzo.app').toLowerCase();
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: str(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    jwtSecret: jwtSecret(env, dataDir),
    adminEmail,
    ai: {
      provider: providerRaw,
      baseUrl: baseUrl ?? (providerRaw === 'gemini' ? GEMINI_OPENAI_BASE_URL : null),
      apiKey,
      model: str(env, 'AI_MODEL') ?? DEFAULT_MODEL,
      visionModel: str(env, 'VISION_MODEL') ?? str(env, 'AI_MODEL') ?? DEFAULT_MODEL,
      timeoutMs: int(env, 'AI_TIMEOUT_MS', 30_000, 1_000, 300_000),
    },
    donationUrl: url(env, 'DONATION_URL'),
    supportEmail: str(env, 'SUPPORT_EMAIL') ?? 'support@avanzo.app',
    quota: {
      recipes: int(env, 'QUOTA_RECIPES', 20_000, 1, 100_000_000),
      bytes: int(env, 'QUOTA_MB', 200, 1, 1_000_000) * 1024 * 1024,
    },
    registerLimit: int(env, 'REGISTER_LIMIT', 10, 1, 1_000_000),
    trustProxy: trustProxy(env),
  };
}
