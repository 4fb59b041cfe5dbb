import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@avanzo/sync-protocol';
import { bearer, formBody, makePng, me, register, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;
let userId: string;
beforeEach(async () => {
  t = await startTestApp();
  ({
    token,
    user: { id: userId },
  } = await register(t, { email: 'cook@avanzo.test' }));
});
afterEach(async () => t.close());

const avatarDir = () => join(t.dataDir, 'avatars');
const storedFiles = () => (existsSync(avatarDir()) ? readdirSync(avatarDir()) : []);

async function upload(
  data: Buffer | string,
  options: { type?: string; field?: string; auth?: string | null } = {},
) {
  const form = new FormData();
  form.append(options.field ?? 'avatar', new Blob([data], { type: options.type ?? 'image/png' }), 'me.png');
  const { payload, headers } = await formBody(form);
  const auth = options.auth === undefined ? token : options.auth;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/avatar',
    payload,
    headers: { ...headers, ...(auth ? bearer(auth) : {}) },
  });
}

const raw = (contentType: string, payload: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/avatar',
    payload,
    headers: { ...bearer(token), 'content-type': contentType },
  });

describe('POST /api/auth/avatar', () => {
  it('stores a real PNG, answers its URL, and serves the same bytes as image/png', async () => {
    const png = makePng(3, 2);
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ avatar: string; user: { avatar: string } }>();
    expect(body.avatar).toMatch(new RegExp(`^/api/avatars/${userId}-[a-f0-9]{16}\\.png$`));
    expect(body.user.avatar).toBe(body.avatar);
    expect((await me(t, bearer(token))).json()).toMatchObject({ user: { avatar: body.avatar } });

    const served = await t.app.inject({ method: 'GET', url: body.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('names the file by its content, not by the claimed type', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
    const res = await upload(jpeg, { type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json<{ avatar: string }>();
    expect(avatar).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: avatar })).headers['content-type']).toBe('image/jpeg');
  });

  it('removes the previous file when a second avatar is uploaded', async () => {
    const first = (await upload(makePng(2, 2, 1))).json<{ avatar: string }>().avatar;
    const firstFile = first.split('/').pop() as string;
    expect(storedFiles()).toEqual([firstFile]);
    const second = (await upload(makePng(2, 2, 2))).json<{ avatar: string }>().avatar;
    expect(second).not.toBe(first);
    expect(storedFiles()).toEqual([second.split('/').pop()]);
    const gone = await t.app.inject({ method: 'GET', url: first });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a file whose type is not an image with 400 INVALID_IMAGE', async () => {
    const res = await upload('just some text', { type: 'text/plain' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE', message: 'Please select a valid image file' });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file that claims image/png but is not an image with 400 INVALID_IMAGE', async () => {
    for (const data of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      Buffer.from('MZ\x90\x00 not a picture'),
      '',
    ]) {
      const res = await upload(data, { type: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    }
    expect(storedFiles()).toEqual([]);
    expect((await me(t, bearer(token))).json()).toMatchObject({ user: { avatar: null } });
  });

  it('refuses a file of 5 MB or more (and a 6 MB one) with 413 FILE_TOO_LARGE, and accepts just under', async () => {
    const png = makePng();
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const tooBig = await upload(padded(AVATAR_MAX_BYTES));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'Image size must be less than 5MB',
    });
    const sixMb = await upload(padded(6 * 1024 * 1024));
    expect(sixMb.statusCode).toBe(413);
    expect(sixMb.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(storedFiles()).toEqual([]);
    expect((await upload(padded(AVATAR_MAX_BYTES - 1))).statusCode).toBe(200);
  });

  it('answers 400 VALIDATION_ERROR for a wrong field name, a JSON body or a form without a file', async () => {
    const wrongField = await upload(makePng(), { field: 'picture' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/avatar',
      headers: bearer(token),
      payload: { avatar: makePng().toString('base64') },
    });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    const form = new FormData();
    form.append('avatar', 'not a file');
    const { payload, headers } = await formBody(form);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/auth/avatar',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 400, not 500, for a malformed multipart body', async () => {
    const part =
      '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    const cases: [string, string | Buffer][] = [
      ['multipart/form-data; boundary=b', 'garbage'],
      ['multipart/form-data', 'no boundary given'],
      ['multipart/form-data; boundary=b', `${part}truncated`], // never closed
      ['multipart/form-data; boundary=b', Buffer.concat([Buffer.from(part), makePng()])],
    ];
    for (const [contentType, payload] of cases) {
      const res = await raw(contentType, payload);
      expect(res.statusCode, `${contentType} ${String(payload).slice(0, 20)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const tooManyFields = Array.from(
      { length: 8 },
      (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    );
    const flood = await raw(
      'multipart/form-data; boundary=b',
      `${tooManyFields.join('')}${part}x\r\n--b--\r\n`,
    );
    expect(flood.statusCode).toBe(413);
    expect(flood.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles()).toEqual([]);
  });

  it('needs a token: 401 TOKEN_MISSING', async () => {
    const res = await upload(makePng(), { auth: null });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });
});

describe('DELETE /api/auth/avatar', () => {
  it('clears the avatar and deletes the file', async () => {
    const { avatar } = (await upload(makePng())).json<{ avatar: string }>();
    expect(storedFiles()).toHaveLength(1);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/avatar', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { avatar: null } });
    expect(storedFiles()).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: avatar });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await me(t, bearer(token))).json()).toMatchObject({ user: { avatar: null } });
  });

  it('accepts the bodyless call even when it says Content-Type: application/json', async () => {
    await upload(makePng());
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/avatar',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { avatar: null } });
    expect(storedFiles()).toEqual([]);
  });

  it('is harmless without an avatar, and needs a token', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/avatar', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { avatar: null } });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/avatar' })).json()).toMatchObject({
      code: 'TOKEN_MISSING',
    });
  });
});

describe('GET /api/avatars/:file', () => {
  it('answers 404 NOT_FOUND for unknown names and path tricks', async () => {
    await upload(makePng());
    for (const url of [
      '/api/avatars/../../etc/passwd',
      '/api/avatars/..%2F..%2Fetc%2Fpasswd',
      '/api/avatars/%2E%2E%2Fjwt-secret',
      '/api/avatars/..',
      '/api/avatars/avanzo.db',
      `/api/avatars/${userId}-0000000000000000.png`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers a 4xx in the usual error shape for over-long or undecodable names', async () => {
    for (const [length, status] of [
      [90, 400], // over the schema's 80 characters
      [200, 414], // over the router's parameter limit
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/avatars/${'a'.repeat(length)}` });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    // Rejected by the router before any route runs; still {code, message}, not Fastify's own shape.
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/avatars/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});
