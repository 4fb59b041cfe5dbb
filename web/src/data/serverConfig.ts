import type { ConfigReply } from '@avanzo/sync-protocol';
import type { Http } from './http';
import { readKey, writeKey } from './localPrefs';

const KEY = 'serverConfig';

export const DEFAULT_CONFIG: ConfigReply = {
  version: '1.0.0',
  generation: { provider: 'none', offlineComposer: true },
  vision: false,
  donationUrl: null,
  supportEmail: 'support@avanzo.app',
};

/** GET /api/config, cached on the device so an offline start still knows what the server offers. */
export class ServerConfigStore {
  private current: ConfigReply;
  private pending: Promise<ConfigReply> | null = null;

  constructor(private readonly http: Http) {
    let cached: ConfigReply | null;
    try {
      cached = JSON.parse(readKey(KEY) ?? 'null') as ConfigReply | null;
    } catch {
      cached = null;
    }
    this.current = cached && typeof cached.supportEmail === 'string' ? cached : DEFAULT_CONFIG;
  }

  get value(): ConfigReply {
    return this.current;
  }

  /** The freshest config we can get; falls back to the cached one offline. */
  load(): Promise<ConfigReply> {
    this.pending ??= this.http
      .get<ConfigReply>('/config')
      .then((config) => {
        this.current = config;
        writeKey(KEY, JSON.stringify(config));
        return config;
      })
      .catch(() => {
        this.pending = null;
        return this.current;
      });
    return this.pending;
  }
}
