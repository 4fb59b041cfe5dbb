import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../api/src/app';
import { loadConfig, type AppConfig } from '../../../api/src/config';

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;

export const EMAIL = 'sim@avanzo.test';
export const PASSWORD = 'simulation-pass';

export interface AppliedRow {
  clientId: string;
  seq: number;
  outcome: string;
  code: string | null;
  appliedAt: number;
  /** The stamp the server applied it with. */
  hlc: string | null;
}

interface InjectReply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  json: () => unknown;
}

/**
 * The real API (buildApp) on a real SQLite file in a temp DATA_DIR, with the simulation's clock.
 * A restart closes the app and builds a new one on the same DATA_DIR, as a process restart would.
 */
export class SimServer {
  restarts = 0;
  private constructor(
    public app: FastifyInstance,
    readonly config: AppConfig,
    private readonly now: () => number,
  ) {}

  static async start(now: () => number): Promise<SimServer> {
    // A real SQLite file; on tmpfs when there is one, so synchronous=FULL costs no disk flushes.
    const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'avanzo-sim-'));
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@avanzo.test' });
    return new SimServer(await SimServer.build(config, now), config, now);
  }

  private static async build(config: AppConfig, now: () => number): Promise<FastifyInstance> {
    const app = await buildApp({
      config,
      now,
      webDist: null,
      logger: false,
      rateLimits: { login: { max: 10_000, timeWindow: 60_000 }, register: { max: 100, timeWindow: 60_000 } },
    });
    await app.ready();
    return app;
  }

  async restart(): Promise<void> {
    await this.app.close();
    this.app = await SimServer.build(this.config, this.now);
    this.restarts += 1;
  }

  async close(): Promise<void> {
    await this.app.close();
    rmSync(this.config.dataDir, { recursive: true, force: true });
  }

  inject(options: {
    method: 'GET' | 'POST';
    url: string;
    token?: string;
    payload?: unknown;
  }): Promise<InjectReply> {
    return this.app.inject({
      method: options.method,
      url: options.url,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    });
  }

  /** Registers through the real anti-bot challenge (the form must stay open 3 s: `wait` moves the clock). */
  async register(
    wait: (ms: number) => Promise<void>,
    email = EMAIL,
  ): Promise<{ userId: string; token: string }> {
    const challenge = (await this.inject({ method: 'GET', url: '/api/auth/register-challenge' })).json() as {
      a: number;
      b: number;
      challenge: string;
    };
    await wait(6_000);
    const res = await this.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Sim',
        email,
        password: PASSWORD,
        challenge: challenge.challenge,
        captcha: challenge.a + challenge.b,
        website: '',
      },
    });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode}`);
    const reply = res.json() as { token: string; user: { id: string } };
    return { userId: reply.user.id, token: reply.token };
  }

  async login(): Promise<string> {
    const res = await this.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMAIL, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode}`);
    return (res.json() as { token: string }).token;
  }

  /** A correctly signed token that expired a minute ago: the server answers 401 TOKEN_EXPIRED. */
  expiredToken(userId: string): string {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const seconds = Math.floor(Date.now() / 1000);
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, iat: seconds - 7200, exp: seconds - 60 })}`;
    const signature = createHmac('sha256', this.config.jwtSecret).update(unsigned).digest('base64url');
    return `${unsigned}.${signature}`;
  }

  /** Rows of the `applied` table: the server's exactly-once record of every (client, seq). */
  appliedRows(): AppliedRow[] {
    return this.app.deps.db.$client
      .prepare(
        'SELECT client_id AS clientId, seq, outcome, code, applied_at AS appliedAt, hlc FROM applied ORDER BY client_id, seq',
      )
      .all() as AppliedRow[];
  }

  lastSeqs(): Map<string, number> {
    const rows = this.app.deps.db.$client
      .prepare('SELECT client_id AS id, last_seq AS seq FROM clients')
      .all();
    return new Map((rows as Array<{ id: string; seq: number }>).map((r) => [r.id, r.seq]));
  }
}
