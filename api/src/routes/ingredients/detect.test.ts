import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DETECT_IMAGE_MAX_BYTES } from '@avanzo/sync-protocol';
import { startFakeAi, type FakeAi } from '../../test/fakeAiServer';
import { bearer, makePng, register, seededRandom, startTestApp, type TestApp } from '../../test/harness';

/** A JPEG as a camera frame starts: SOI, a JFIF APP0 segment, then (for our purposes) EOI. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const jpegUrl = `data:image/jpeg;base64,${JPEG.toString('base64')}`;

let fake: FakeAi;
let t: TestApp;
let token: string;
let userId: string;

beforeAll(async () => {
  fake = await startFakeAi();
  t = await startTestApp({
    env: {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test',
      VISION_MODEL: 'fake-vision',
      AI_TIMEOUT_MS: '1000',
    },
  });
  const account = await register(t, { email: 'cook@avanzo.test' });
  token = account.token;
  userId = account.user.id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.setDefault({ content: '{"ingredients":[]}' });
});

const detect = (payload: unknown, headers = bearer(token)) =>
  t.app.inject({ method: 'POST', url: '/api/ingredients/detect', payload: payload as object, headers });
const scanCount = () =>
  (
    t.app.deps.db.$client.prepare('select count(*) as n from scans where user_id = ?').get(userId) as {
      n: number;
    }
  ).n;

describe('POST /api/ingredients/detect', () => {
  it('sends the photo to the vision model and maps the names onto the catalog', async () => {
    fake.enqueue({
      content:
        'Here is the list:\n{"ingredients":[{"name":"tomatoes","localName":"pomodori","confidence":0.93},' +
        '{"name":"eggs","localName":"uova","confidence":0.88},{"name":"yuzu kosho","localName":"pasta di yuzu","confidence":0.7},' +
        '{"name":"caviar","confidence":0.2}]}',
    });
    const before = scanCount();
    const res = await detect({ image: jpegUrl, locale: 'it' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ingredients: ['pomodoro', 'uovo', 'pasta di yuzu'],
      items: [
        { id: 'tomato', name: 'pomodoro', emoji: '🍅', confidence: 0.93 },
        { id: 'egg', name: 'uovo', emoji: '🥚', confidence: 0.88 },
        { id: null, name: 'pasta di yuzu', emoji: '🥫', confidence: 0.7 },
      ],
      confidence: 0.84,
      fallbackMode: false,
    });
    expect(scanCount()).toBe(before + 1);

    const [call] = fake.calls;
    expect(call?.authorization).toBe('Bearer sk-test');
    expect(call?.body.model).toBe('fake-vision');
    expect(call?.body.response_format).toEqual({ type: 'json_object' });
    const user = call?.body.messages?.find((m) => m.role === 'user');
    expect(user?.content).toEqual([
      { type: 'text', text: expect.any(String) },
      { type: 'image_url', image_url: { url: jpegUrl } },
    ]);
    expect(JSON.stringify(call?.body.messages)).toContain('in Italian');
  });

  it.each([
    ['en', 'Kartoffeln', 'potato'],
    ['fr', 'pomodoro', 'tomate'],
    ['de', 'oignons', 'Zwiebel'],
    ['it', 'butter', 'burro'],
  ])('maps a name the model gave in any language (%s UI)', async (locale, given, shown) => {
    fake.enqueue({ content: JSON.stringify({ ingredients: [{ name: given, confidence: 0.9 }] }) });
    const res = await detect({ image: jpegUrl, locale });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ ingredients: string[] }>().ingredients).toEqual([shown]);
  });

  it('accepts PNG and WebP data URLs', async () => {
    fake.enqueue({ content: '["milk"]' });
    const png = await detect({
      image: `data:image/png;base64,${makePng(4, 4).toString('base64')}`,
      locale: 'en',
    });
    expect(png.statusCode).toBe(200);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(8),
    ]);
    fake.enqueue({ content: '["milk"]' });
    const res = await detect({ image: `data:image/webp;base64,${webp.toString('base64')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ ingredients: string[] }>().ingredients).toEqual(['milk']);
  });

  it('answers 422 when the photo holds no food, and still counts the scan', async () => {
    const before = scanCount();
    const res = await detect({ image: jpegUrl, locale: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NO_INGREDIENTS_DETECTED' });
    expect(scanCount()).toBe(before + 1);
  });

  it.each([
    [401, 502, 'AI_INVALID_KEY', /invalid api key/i],
    [403, 502, 'AI_FORBIDDEN', /forbidden/i],
    [429, 429, 'AI_RATE_LIMITED', /^Rate limit exceeded\. Please try again in a few moments\.$/],
    [500, 502, 'AI_UNAVAILABLE', /fake AI error 500/],
  ])('maps a provider %i to %i %s, without counting a scan', async (upstream, status, code, message) => {
    fake.enqueue({ status: upstream });
    const before = scanCount();
    const res = await detect({ image: jpegUrl, locale: 'en' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message: expect.stringMatching(message) });
    expect(scanCount()).toBe(before);
  });

  it('maps a reply that is not JSON, and JSON that is not the asked list', async () => {
    fake.enqueue({ rawBody: '<html>Bad gateway</html>' });
    const html = await detect({ image: jpegUrl });
    expect(html.statusCode).toBe(502);
    expect(html.json()).toMatchObject({ code: 'AI_BAD_REPLY' });
    fake.enqueue({ content: 'I can see a lovely fridge full of vegetables!' });
    const prose = await detect({ image: jpegUrl });
    expect(prose.statusCode).toBe(502);
    expect(prose.json()).toMatchObject({ code: 'AI_BAD_REPLY' });
  });

  it('gives up after AI_TIMEOUT_MS with 504 AI_TIMEOUT', async () => {
    fake.enqueue({ hang: true });
    const started = Date.now();
    const res = await detect({ image: jpegUrl });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ code: 'AI_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses images that are not a JPEG, PNG or WebP data URL', async () => {
    const bad = [
      'not a data url',
      'data:text/plain;base64,aGVsbG8=',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      `data:image/jpeg;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      'data:image/jpeg;base64,%%%notbase64%%%',
      `data:image/jpeg,${JPEG.toString('hex')}`,
    ];
    for (const image of bad) {
      const res = await detect({ image });
      expect(res.statusCode, image).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    }
    const missing = await detect({ locale: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const locale = await detect({ image: jpegUrl, locale: 'es' });
    expect(locale.json()).toMatchObject({ code: 'INVALID_LANGUAGE' });
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const big = Buffer.alloc(DETECT_IMAGE_MAX_BYTES + 3);
    JPEG.copy(big);
    const res = await detect({ image: `data:image/jpeg;base64,${big.toString('base64')}` });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/ingredients/detect',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"image":"${'A'.repeat(15 * 1024 * 1024)}"}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(fake.calls).toHaveLength(0);
  });

  it('answers 300 random bodies with a 4xx and a code, never a 5xx', async () => {
    const random = seededRandom(4242);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const images = [
      jpegUrl,
      jpegUrl.slice(0, Math.floor(jpegUrl.length / 2)),
      'data:image/png;base64,',
      'data:image/webp;base64,UklGRg==',
      'data:image/jpeg;base64,/9j/' + 'A'.repeat(40),
      'data:;base64,/9j/',
      'data:image/jpeg;base64,/9j/===',
      '',
      42,
      null,
      ['data:image/jpeg;base64,/9j/'],
      { url: jpegUrl },
    ];
    const locales = ['en', 'it-IT', 'zz', '', 7, null, 'de_CH', '💥'];
    for (let i = 0; i < 300; i++) {
      const body: Record<string, unknown> = {};
      if (random() < 0.9) body.image = pick(images);
      if (random() < 0.7) body.locale = pick(locales);
      if (random() < 0.2) body[`extra${i}`] = pick(images);
      const res = await detect(random() < 0.1 ? pick(images) : body);
      expect(res.statusCode, `${i}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(typeof res.json<{ code?: unknown }>().code).toBe('string');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await detect({ image: jpegUrl }, {} as ReturnType<typeof bearer>);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });
});

describe('without a vision provider', () => {
  it('answers 503 AI_NOT_CONFIGURED and says so in /api/config', async () => {
    const bare = await startTestApp();
    try {
      const account = await register(bare, { email: 'solo@avanzo.test' });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/ingredients/detect',
        payload: { image: jpegUrl, locale: 'en' },
        headers: bearer(account.token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'AI_NOT_CONFIGURED',
        message: expect.stringMatching(/API key/),
      });
      const config = (await bare.app.inject({ method: 'GET', url: '/api/config' })).json<{
        vision: boolean;
      }>();
      expect(config.vision).toBe(false);
    } finally {
      await bare.close();
    }
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json<{ vision: boolean }>();
    expect(config.vision).toBe(true);
  });
});
