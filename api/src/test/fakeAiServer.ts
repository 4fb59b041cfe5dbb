import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What the fake service answers to the next chat-completions call. */
export interface FakeReply {
  /** HTTP status; errors are sent in the OpenAI error shape. Default 200. */
  status?: number;
  /** The assistant message content of a 200 reply. */
  content?: string;
  /** A raw body sent as is (for non-JSON replies), overriding `content`. */
  rawBody?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (the client must time out). */
  hang?: boolean;
}

export interface RecordedCall {
  authorization: string | null;
  body: {
    model?: string;
    temperature?: number;
    max_tokens?: number;
    response_format?: unknown;
    messages?: Array<{ role: string; content: unknown }>;
  };
}

export interface FakeAi {
  /** The base URL to configure as AI_BASE_URL (ends with /v1/). */
  baseUrl: string;
  /** The origin, for the control endpoints. */
  origin: string;
  calls: RecordedCall[];
  enqueue(reply: FakeReply): void;
  setDefault(reply: FakeReply): void;
  close(): Promise<void>;
}

export const DEFAULT_DETECTION_CONTENT = JSON.stringify({
  ingredients: [
    { name: 'tomato', localName: 'tomato', confidence: 0.94 },
    { name: 'eggs', localName: 'eggs', confidence: 0.9 },
    { name: 'mozzarella', localName: 'mozzarella', confidence: 0.86 },
  ],
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions wire format, including its
 * failures, so the product's AI client runs unchanged against it. Replies are queued per call
 * (`enqueue`, or POST /__enqueue from another process) and fall back to a default.
 * Control endpoints: POST /__enqueue, POST /__default, POST /__reset, GET /__calls.
 */
export async function startFakeAi(): Promise<FakeAi> {
  const calls: RecordedCall[] = [];
  const queue: FakeReply[] = [];
  let fallback: FakeReply = { content: DEFAULT_DETECTION_CONTENT };
  const sockets = new Set<Socket>();

  async function answer(reply: FakeReply, response: ServerResponse) {
    if (reply.hang) return;
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const status = reply.status ?? 200;
    if (reply.rawBody !== undefined) {
      response.writeHead(status, { 'content-type': 'text/html' });
      response.end(reply.rawBody);
      return;
    }
    if (status !== 200) {
      sendJson(response, status, {
        error: { message: `fake AI error ${status}`, type: 'invalid_request_error', code: String(status) },
      });
      return;
    }
    sendJson(response, 200, {
      id: `chatcmpl-${calls.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-vision',
      choices: [
        { index: 0, message: { role: 'assistant', content: reply.content ?? '' }, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '/';
      const text = await readBody(request);
      if (request.method === 'POST' && url.endsWith('/chat/completions')) {
        let body: RecordedCall['body'];
        try {
          body = JSON.parse(text) as RecordedCall['body'];
        } catch {
          sendJson(response, 400, { error: { message: 'body is not JSON' } });
          return;
        }
        calls.push({ authorization: request.headers.authorization ?? null, body });
        await answer(queue.shift() ?? fallback, response);
        return;
      }
      if (request.method === 'POST' && url === '/__enqueue') {
        queue.push(JSON.parse(text) as FakeReply);
        return sendJson(response, 200, { ok: true });
      }
      if (request.method === 'POST' && url === '/__default') {
        fallback = JSON.parse(text) as FakeReply;
        return sendJson(response, 200, { ok: true });
      }
      if (request.method === 'POST' && url === '/__reset') {
        queue.length = 0;
        calls.length = 0;
        fallback = { content: DEFAULT_DETECTION_CONTENT };
        return sendJson(response, 200, { ok: true });
      }
      if (request.method === 'GET' && url === '/__calls') return sendJson(response, 200, calls);
      sendJson(response, 404, { error: { message: 'not found' } });
    })().catch(() => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: 'fake failed' } });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/v1/`,
    origin,
    calls,
    enqueue: (reply) => queue.push(reply),
    setDefault: (reply) => {
      fallback = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
