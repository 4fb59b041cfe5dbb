import type { PushBody } from '../../../sync-protocol/src/index';
import type { SyncTransport, TransportResult } from '../../../web/src/data/syncEngine';
import type { Rng } from './prng';
import type { SimServer } from './server';
import type { VirtualTime } from './virtualTime';

/** Per-request probabilities of each network fault while faults are on. */
export const FAULT_RATES = {
  dropRequest: 0.06,
  dropReply: 0.06,
  duplicate: 0.05,
  delayRequest: 0.15,
  delayReply: 0.1,
  lateDuplicate: 0.04,
  badGateway: 0.03,
};
export type FaultName =
  | keyof typeof FAULT_RATES
  | 'offline'
  | 'serverDown'
  | 'unauthorized'
  | 'deactivated'
  | 'pushRequests'
  | 'pullRequests';

/** One client's side of the network: its token, partitions and session expiry. */
export interface Link {
  name: string;
  token: string;
  /** While true, every request carries an expired token (the server answers 401 TOKEN_EXPIRED). */
  expired: boolean;
  expiredToken: string;
  offlineUntil: number;
  /** 401 replies the engine received during the current expiry, and requests it made after one. */
  unauthorizedDelivered: number;
  callsAfterUnauthorized: number;
  /** 403 ACCOUNT_DEACTIVATED replies the engine received since it last signed in, and requests after one. */
  deactivatedDelivered: number;
  callsAfterDeactivated: number;
  /** Replies that told this client to rotate its identity (409, 403 or a pull reset). */
  rotationCauses: string[];
  /** Rejections the engine actually received, by `clientId:seq`. */
  rejectionsDelivered: Map<string, number>;
}

export interface Report {
  clientId: string;
  seq: number;
  code: string;
}

export class NetworkError extends Error {}

/**
 * The network between the clients and the real server (app.inject), with faults: requests dropped
 * before they reach the server, replies lost after the server committed, requests delivered twice
 * (the client sees the second reply), late duplicates delivered long after, delays that reorder
 * completions across clients, 502s from a proxy, partitions, expired sessions and server downtime.
 *
 * Replies that report rejections are lost like any other: the server reports a refusal again when
 * the refused seq is replayed, so the client still learns of it. SIM_KEEP_REJECTIONS=1 never loses
 * such a reply (the weaker network the first version of this simulation needed).
 */
export class FaultyNetwork {
  faultsOn = true;
  serverDownUntil = 0;
  readonly counts = new Map<FaultName, number>();
  /** Every rejection the server sent, delivered or not. */
  readonly reports: Report[] = [];
  private readonly loseRejections = process.env.SIM_KEEP_REJECTIONS !== '1';
  /** The page size the server is asked for; small, so pulls often take several pages. */
  readonly pageLimit: number;

  constructor(
    private readonly server: () => SimServer,
    private readonly time: VirtualTime,
    private readonly rng: Rng,
  ) {
    this.pageLimit = rng.int(20, 120);
  }

  transportFor(link: Link): SyncTransport {
    return {
      push: (body) =>
        this.call(link, (token) => this.send(token, 'POST', '/api/sync/push', body), body.clientId),
      pull: (cursor, limit) => {
        // Small pages (as from a server with a lower page size) so multi-page pulls happen too.
        const page = Math.min(limit, this.pageLimit);
        const query = new URLSearchParams({ ...(cursor ? { cursor } : {}), limit: String(page) });
        return this.call(link, (token) => this.send(token, 'GET', `/api/sync/pull?${query}`));
      },
    };
  }

  private count(name: FaultName): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  private fault(name: keyof typeof FAULT_RATES): boolean {
    if (!this.faultsOn || !this.rng.chance(FAULT_RATES[name])) return false;
    this.count(name);
    return true;
  }

  private async send(token: string, method: 'GET' | 'POST', url: string, body?: PushBody) {
    this.count(body ? 'pushRequests' : 'pullRequests');
    const res = await this.server().inject({ method, url, token, payload: body });
    let json: unknown;
    try {
      json = res.json();
    } catch {
      json = null; // not JSON, as the real transport reads it
    }
    const result: TransportResult = { status: res.statusCode, body: json };
    if (body && result.status === 200) {
      for (const r of (json as { rejected: Array<{ seq: number; code: string }> }).rejected)
        this.reports.push({ clientId: body.clientId, seq: r.seq, code: r.code });
    }
    return result;
  }

  private reachable(link: Link): void {
    if (this.time.now < this.serverDownUntil) {
      this.count('serverDown');
      throw new NetworkError('connection refused: the server is restarting');
    }
    if (this.time.now < link.offlineUntil) {
      this.count('offline');
      throw new NetworkError('offline');
    }
  }

  private async call(
    link: Link,
    send: (token: string) => Promise<TransportResult>,
    clientId?: string,
  ): Promise<TransportResult> {
    // A paused engine must not make requests until it is signed in again.
    if (link.expired && link.unauthorizedDelivered > 0) link.callsAfterUnauthorized += 1;
    if (link.deactivatedDelivered > 0) link.callsAfterDeactivated += 1;
    if (this.fault('delayRequest')) await this.time.sleep(this.rng.int(100, 8_000));
    this.reachable(link);
    if (this.fault('dropRequest')) throw new NetworkError('request lost');
    const token = link.expired ? link.expiredToken : link.token;
    let handled: TransportResult | null = null;
    if (this.fault('badGateway')) {
      // A proxy answers 502, half the time after the server handled the request.
      handled = this.rng.chance(0.5) ? await send(token) : null;
      if (!handled || this.loseRejections || !hasRejections(handled)) return { status: 502, body: null };
    }
    let result = handled ?? (await send(token));
    if (this.fault('duplicate')) {
      const second = await send(token);
      if (this.loseRejections || !hasRejections(result)) result = second;
    }
    if (this.fault('lateDuplicate')) {
      this.time.setTimer(
        async () => {
          if (this.time.now >= this.serverDownUntil) await send(token);
        },
        this.rng.int(1_000, 20_000),
      );
    }
    if (this.fault('delayReply')) await this.time.sleep(this.rng.int(100, 8_000));
    if (this.fault('dropReply') && (this.loseRejections || !hasRejections(result)))
      throw new NetworkError('reply lost');
    if (result.status === 401) {
      this.count('unauthorized');
      if (link.expired) link.unauthorizedDelivered += 1;
    }
    if (result.status === 403 && (result.body as { code?: string } | null)?.code === 'ACCOUNT_DEACTIVATED') {
      this.count('deactivated');
      link.deactivatedDelivered += 1;
    } else if (result.status === 409 || result.status === 403)
      link.rotationCauses.push(`HTTP ${result.status}`);
    if ((result.body as { reset?: boolean } | null)?.reset) link.rotationCauses.push('pull reset');
    for (const r of (result.body as { rejected?: Array<{ seq: number }> } | null)?.rejected ?? []) {
      const key = `${clientId}:${r.seq}`;
      link.rejectionsDelivered.set(key, (link.rejectionsDelivered.get(key) ?? 0) + 1);
    }
    return result;
  }
}

function hasRejections(result: TransportResult): boolean {
  return ((result.body as { rejected?: unknown[] } | null)?.rejected?.length ?? 0) > 0;
}
