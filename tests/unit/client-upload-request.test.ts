import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#shared/api-client.ts';
import { postFormWithProgress } from '#site/islands/client/post-form-with-progress.ts';

/** Stands in for the browser's XMLHttpRequest: records what was asked and lets a test answer. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, statusText: string, text: string) {
    Object.assign(this, { status, statusText, responseText: text });
    this.onload?.();
  }
}

const sent = () => {
  if (!FakeRequest.last) throw new Error('no request was made');
  return FakeRequest.last;
};

beforeEach(() => {
  FakeRequest.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => vi.unstubAllGlobals());

describe('the upload request with progress', () => {
  it('posts the form with the cookies, reports progress and resolves to the JSON answer', async () => {
    const form = new FormData();
    const progress: number[] = [];
    const result = postFormWithProgress<{ upload: { id: string } }>('/api/client/upload', form, {
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    const request = sent();
    expect(request).toMatchObject({ method: 'POST', url: '/api/client/upload', withCredentials: true, body: form });
    expect(request.headers).toEqual({ Accept: 'application/json' });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 100 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    request.answer(201, 'Created', '{"upload":{"id":"u1"}}');
    await expect(result).resolves.toEqual({ upload: { id: 'u1' } });
    expect(progress).toEqual([10, 100]);
  });

  it('throws ApiError with the server’s message on a refusal, as the fetch client does', async () => {
    const result = postFormWithProgress('/api/client/upload', new FormData());
    sent().answer(413, 'Payload Too Large', '{"message":"The file is larger than 10 MB","code":"payload_too_large","requestId":"r1"}');
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, serverMessage: 'The file is larger than 10 MB', message: expect.stringMatching(/^413: /) });
  });

  it('uses the status text when a refusal has no body', async () => {
    const result = postFormWithProgress('/api/client/upload', new FormData());
    sent().answer(502, 'Bad Gateway', '');
    await expect(result).rejects.toMatchObject({ status: 502, message: '502: Bad Gateway' });
  });

  it('rejects with an AbortError when cancelled, before or during sending', async () => {
    const controller = new AbortController();
    const result = postFormWithProgress('/api/client/upload', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent().aborted).toBe(true);

    FakeRequest.last = undefined;
    await expect(postFormWithProgress('/x', new FormData(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeRequest.last).toBeUndefined();
  });

  it('rejects like fetch when the network fails', async () => {
    const result = postFormWithProgress('/api/client/upload', new FormData());
    sent().onerror?.();
    await expect(result).rejects.toBeInstanceOf(TypeError);
  });
});
