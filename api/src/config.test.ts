import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'avanzo-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = load();
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve(dataDir),
      adminEmail: 'admin@avanzo.app',
      ai: {
        provider: 'none',
        baseUrl: null,
        apiKey: null,
        model: 'gemini-2.5-flash',
        visionModel: 'gemini-2.5-flash',
        timeoutMs: 30_000,
      },
      donationUrl: null,
      supportEmail: 'support@avanzo.app',
      registerLimit: 10,
      trustProxy: false,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the values it is given, trimming them and lowercasing the admin email', () => {
    const config = load({
      PORT: '8080',
      HOST: ' 127.0.0.1 ',
      ADMIN_EMAIL: 'Chef@Avanzo.Test',
      JWT_SECRET: 'x'.repeat(40),
      DONATION_URL: 'https://donate.example/avanzo',
      AI_TIMEOUT_MS: '5000',
      REGISTER_LIMIT: '250',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      adminEmail: 'chef@avanzo.test',
      jwtSecret: 'x'.repeat(40),
      donationUrl: 'https://donate.example/avanzo',
      ai: { timeoutMs: 5000 },
      registerLimit: 250,
    });
    expect(() => load({ REGISTER_LIMIT: '0' })).toThrow(/REGISTER_LIMIT/);
  });

  it('reads TRUST_PROXY as false, true, or proxy addresses, and refuses anything else', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toBe('10.0.0.1,10.1.0.0/16,::1');
    for (const bad of ['yes', '2', '2x', 'proxy.local', '10.0.0.1;rm']) {
      expect(() => load({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses an invalid PORT or timeout with a ConfigError naming the variable', () => {
    for (const port of ['abc', '-1', '65536', '80.5', '3e3x']) {
      expect(() => load({ PORT: port }), port).toThrow(ConfigError);
    }
    expect(() => load({ PORT: 'abc' })).toThrow(/PORT/);
    expect(load({ PORT: '  ' }).port).toBe(3000);
    expect(() => load({ AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('refuses a short JWT_SECRET and non-http URLs', () => {
    expect(() => load({ JWT_SECRET: 'too-short' })).toThrow(ConfigError);
    expect(() => load({ DONATION_URL: 'javascript:alert(1)' })).toThrow(/DONATION_URL/);
    expect(() => load({ DONATION_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('generates a JWT secret once, keeps it in DATA_DIR and reuses it', () => {
    const first = load().jwtSecret;
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load().jwtSecret).toBe(first);
    const elsewhere = mkdtempSync(join(tmpdir(), 'avanzo-config-'));
    try {
      expect(loadConfig({ DATA_DIR: elsewhere }).jwtSecret).not.toBe(first);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('creates a missing DATA_DIR for the secret', () => {
    const nested = join(dataDir, 'a', 'b');
    expect(loadConfig({ DATA_DIR: nested }).jwtSecret).toBe(readFileSync(join(nested, 'jwt-secret'), 'utf8'));
  });

  it('needs AI_BASE_URL for AI_PROVIDER=openai', () => {
    expect(() => load({ AI_PROVIDER: 'openai' })).toThrow(ConfigError);
    expect(() => load({ AI_PROVIDER: 'openai' })).toThrow(/AI_BASE_URL/);
    expect(load({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1' }).ai).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://localhost:11434/v1',
    });
  });

  it('picks gemini when only a key is given, and refuses unknown providers', () => {
    expect(load({ GEMINI_API_KEY: 'g-key' }).ai).toMatchObject({
      provider: 'gemini',
      apiKey: 'g-key',
      baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai/',
    });
    expect(load({ AI_MODEL: 'm1' }).ai).toMatchObject({ model: 'm1', visionModel: 'm1' });
    expect(load({ AI_MODEL: 'm1', VISION_MODEL: 'v1' }).ai.visionModel).toBe('v1');
    expect(load({ AI_API_KEY: 'a-key', GEMINI_API_KEY: 'g-key' }).ai.apiKey).toBe('a-key');
    expect(load({ AI_PROVIDER: 'none', GEMINI_API_KEY: 'g-key' }).ai.provider).toBe('none');
    expect(() => load({ AI_PROVIDER: 'claude' })).toThrow(ConfigError);
  });
});
