import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { NewRecipe } from '@avanzo/sync-protocol';
import { startFakeAi, type FakeAi } from '../../test/fakeAiServer';
import { bearer, register, startTestApp, type TestApp } from '../../test/harness';

let fake: FakeAi;
let ai: TestApp;
let bare: TestApp;
let aiToken: string;
let bareToken: string;

beforeAll(async () => {
  fake = await startFakeAi();
  ai = await startTestApp({
    env: {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'fake-chef',
      AI_TIMEOUT_MS: '1000',
    },
  });
  bare = await startTestApp();
  aiToken = (await register(ai, { email: 'ai@avanzo.test' })).token;
  bareToken = (await register(bare, { email: 'bare@avanzo.test' })).token;
});
afterAll(async () => {
  await ai.close();
  await bare.close();
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

const generate = (t: TestApp, token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/recipes/generate',
    payload: payload as object,
    headers: bearer(token),
  });

const body = {
  ingredients: [{ id: 'zucchini', name: 'zucchine' }, { id: 'egg', name: 'uova' }, 'parmigiano'],
  preferences: { servings: 2, difficulty: 'easy', maxCookingTime: 30, locale: 'it' },
};

const aiRecipe = {
  title: 'Frittata di zucchine',
  description: 'Soffice e dorata',
  ingredients: [
    { name: 'zucchine', amount: '2', unit: '', emoji: '🥒' },
    { name: 'uova', amount: '4' },
  ],
  instructions: ['Taglia le zucchine', 'Cuoci 10 minuti'],
  cookingTime: 25,
  servings: 2,
  difficulty: 'easy',
  calories: 350,
  tags: ['vegetarian'],
  tips: 'Ottima fredda',
};

describe('POST /api/recipes/generate with an AI service', () => {
  it('sends the SPEC §7 prompt with the spec settings and returns the parsed recipe', async () => {
    fake.enqueue({ content: JSON.stringify(aiRecipe) });
    const res = await generate(ai, aiToken, body);
    expect(res.statusCode).toBe(200);
    const reply = res.json<{
      source: string;
      fallback: null;
      recipes: Array<Record<string, unknown>>;
    }>();
    expect(reply.source).toBe('ai');
    expect(reply.recipes).toHaveLength(1);
    const recipe = reply.recipes[0]!;
    expect(Value.Check(NewRecipe, recipe)).toBe(true);
    expect(recipe).toMatchObject({
      title: 'Frittata di zucchine',
      cookingTime: { total: 25 },
      isGenerated: true,
      sourceIngredients: ['zucchina', 'uovo', 'parmigiano'],
      composition: null,
    });
    expect((recipe.ingredients as Array<Record<string, string>>)[1]).toEqual({
      name: 'uova',
      amount: '4',
      unit: '',
      emoji: '🥄',
    });

    const call = fake.calls[0]!;
    expect(call.authorization).toBe('Bearer sk-test');
    expect(call.body).toMatchObject({
      model: 'fake-chef',
      temperature: 0.7,
      top_p: 0.8,
      max_tokens: 1000,
      response_format: { type: 'json_object' },
    });
    const prompt = String(call.body.messages?.[0]?.content);
    expect(prompt).toContain('zucchina, uovo, parmigiano');
    expect(prompt).toContain('Servings: 2. Difficulty: easy. Total time: at most 30 minutes. Cuisine: any.');
    expect(prompt).toContain('in Italian');
    expect(prompt).toContain('"cookingTime":25');
  });

  it('reads JSON wrapped in prose and a code fence', async () => {
    fake.enqueue({ content: `Ecco qui!\n\`\`\`json\n${JSON.stringify(aiRecipe)}\n\`\`\`\nBuon appetito` });
    const res = await generate(ai, aiToken, body);
    expect(res.json<{ source: string }>().source).toBe('ai');
  });

  it('falls back to the composer when the reply cannot be parsed', async () => {
    fake.enqueue({ content: 'Mi dispiace, oggi non cucino.' });
    const res = await generate(ai, aiToken, { ...body, preferences: { ...body.preferences, locale: 'en' } });
    expect(res.statusCode).toBe(200);
    const reply = res.json<{
      source: string;
      fallback: string;
      recipes: Array<{ composition: { archetype: string } }>;
    }>();
    expect(reply).toMatchObject({ source: 'composer', fallback: 'AI_BAD_REPLY' });
    expect(reply.recipes.length).toBeGreaterThanOrEqual(1);
    expect(reply.recipes[0]!.composition.archetype).toEqual(expect.any(String));
    fake.enqueue({ rawBody: '<html>oops</html>' });
    const html = await generate(ai, aiToken, body);
    expect(html.json()).toMatchObject({ source: 'composer', fallback: 'AI_BAD_REPLY' });
  });

  it.each([
    [401, 502, 'AI_INVALID_KEY', /invalid api key/i],
    [403, 502, 'AI_FORBIDDEN', /forbidden/i],
    [429, 429, 'AI_RATE_LIMITED', /^Rate limit exceeded\. Please try again in a few moments\.$/],
    [500, 502, 'AI_UNAVAILABLE', /fake AI error 500/],
  ])('maps a provider %i to %i %s', async (upstream, status, code, message) => {
    fake.enqueue({ status: upstream });
    const res = await generate(ai, aiToken, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('gives up after AI_TIMEOUT_MS with 504 AI_TIMEOUT', async () => {
    fake.enqueue({ hang: true });
    const res = await generate(ai, aiToken, body);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ code: 'AI_TIMEOUT' });
  });
});

describe('POST /api/recipes/generate without an AI service', () => {
  it('answers with three composed recipes in the asked language', async () => {
    const res = await generate(bare, bareToken, {
      ingredients: ['eggs', { id: 'zucchini', name: 'courgette' }, { name: 'onion' }, 'parmesan'],
      preferences: { servings: 2, difficulty: 'easy', maxCookingTime: 30, locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json<{
      source: string;
      recipes: Array<{ cookingTime: { total: number }; composition: { archetype: string } }>;
    }>();
    expect(reply.source).toBe('composer');
    expect(reply.recipes).toHaveLength(3);
    expect(new Set(reply.recipes.map((r) => r.composition.archetype)).size).toBe(3);
    for (const recipe of reply.recipes) {
      expect(Value.Check(NewRecipe, recipe)).toBe(true);
      expect(recipe.cookingTime.total).toBeLessThanOrEqual(30);
    }
  });

  it('says so when nothing fits the time and difficulty', async () => {
    const res = await generate(bare, bareToken, {
      ingredients: ['baking soda'],
      preferences: { maxCookingTime: 15 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NO_RECIPE_FITS' });
  });

  it('refuses bad input with a code', async () => {
    for (const payload of [
      {},
      { ingredients: [] },
      { ingredients: ['x'], preferences: { difficulty: 'extreme' } },
      { ingredients: ['x'], preferences: { locale: 'xx' } },
    ]) {
      const res = await generate(bare, bareToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json<{ code: unknown }>().code).toBe('string');
    }
    const anonymous = await bare.app.inject({ method: 'POST', url: '/api/recipes/generate', payload: body });
    expect(anonymous.statusCode).toBe(401);
  });
});
