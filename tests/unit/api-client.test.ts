import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getJson, getPage, nextPageAddress } from '#shared/api-client.ts';

function answerWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request the client sent, rebuilt so method, headers, credentials and body read the same way whatever form they were given in. */
function sentRequest(fetchMock: ReturnType<typeof answerWith>): Request {
  const call = fetchMock.mock.lastCall;
  if (!call) throw new Error('fetch was not called');
  const [input, init] = call;
  return new Request(new URL(String(input), 'http://localhost'), init);
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiError message', () => {
  it('is the status, a colon and a space, then the body text', async () => {
    const body = '{"message":"Berth is already reserved for those dates","code":"conflict","requestId":"req-41"}';
    answerWith(new Response(body, { status: 409, statusText: 'Conflict' }));

    const error = await caught(apiRequest('POST', '/api/berth-reservations', { berthId: 'b1' }));

    expect(error.message).toBe(`409: ${body}`);
  });

  it('uses the status text when the body is empty', async () => {
    answerWith(new Response('', { status: 503, statusText: 'Service Unavailable' }));

    const error = await caught(apiRequest('GET', '/api/berths'));

    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a body that is not JSON as it came', async () => {
    answerWith(new Response('upstream timed out', { status: 504, statusText: 'Gateway Timeout' }));

    const error = await caught(apiRequest('GET', '/api/berths'));

    expect(error.message).toBe('504: upstream timed out');
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('ApiError fields', () => {
  it('reads status, code, message, request id and field errors from a JSON error body', async () => {
    const body = {
      message: 'Please correct the highlighted fields',
      code: 'validation_failed',
      requestId: 'req-7',
      errors: { email: 'Please enter a valid email address' },
    };
    answerWith(Response.json(body, { status: 400, statusText: 'Bad Request' }));

    const error = await caught(apiRequest('POST', '/api/quotes', {}));

    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      serverMessage: 'Please correct the highlighted fields',
      requestId: 'req-7',
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('ignores fields of the wrong type and keeps the rest', async () => {
    answerWith(Response.json({ message: 'Not found', code: 404, errors: 'none' }, { status: 404 }));

    const error = await caught(apiRequest('GET', '/api/leases/unknown'));

    expect(error.serverMessage).toBe('Not found');
    expect(error.code).toBeUndefined();
    expect(error.errors).toBeUndefined();
  });

  it('drops field errors when any of them is not text', async () => {
    answerWith(Response.json({ message: 'Invalid', errors: { email: 'Enter an email', phone: 7 } }, { status: 400 }));

    const error = await caught(apiRequest('POST', '/api/quotes', {}));

    expect(error.serverMessage).toBe('Invalid');
    expect(error.errors).toBeUndefined();
  });

  it('reads nothing from a JSON body that is not an object', async () => {
    answerWith(Response.json(['Invalid'], { status: 400, statusText: 'Bad Request' }));

    const error = await caught(apiRequest('POST', '/api/quotes', {}));

    expect(error.message).toBe('400: ["Invalid"]');
    expect(error).toMatchObject({ code: undefined, serverMessage: undefined, errors: undefined, requestId: undefined });
  });
});

describe('apiRequest', () => {
  it('sends cookies and a JSON body with a JSON content type, and returns the parsed answer', async () => {
    const fetchMock = answerWith(Response.json({ quoteNumber: 'Q-2025-0142' }, { status: 201 }));

    const answer = await apiRequest<{ quoteNumber: string }>('POST', '/api/quotes', { projectTitle: 'Hull coating' });

    const request = sentRequest(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/quotes');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ projectTitle: 'Hull coating' });
    expect(answer).toEqual({ quoteNumber: 'Q-2025-0142' });
  });

  it('sends no body and no content type when there is no body', async () => {
    const fetchMock = answerWith(Response.json([]));

    await apiRequest('GET', '/api/berths');

    const request = sentRequest(fetchMock);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBeNull();
    expect(request.body).toBeNull();
  });

  it('sends the idempotency key it is given as the Idempotency-Key header', async () => {
    const fetchMock = answerWith(Response.json({ id: 'r1' }, { status: 201 }));

    await apiRequest('POST', '/api/berth-reservations', { berthId: 'b1' }, { idempotencyKey: '6f1c2e0a-9d4b-4c1e-8a57-3b2f9e7d5c10' });

    const request = sentRequest(fetchMock);
    expect(request.headers.get('idempotency-key')).toBe('6f1c2e0a-9d4b-4c1e-8a57-3b2f9e7d5c10');
    expect(request.headers.get('content-type')).toBe('application/json');
  });

  it('sends no Idempotency-Key header without a key', async () => {
    const fetchMock = answerWith(Response.json({ id: 'q1' }, { status: 201 }));

    await apiRequest('POST', '/api/quotes', { projectTitle: 'Hull coating' });

    expect(sentRequest(fetchMock).headers.has('idempotency-key')).toBe(false);
  });

  it('resolves to undefined for an answer without content', async () => {
    answerWith(new Response(null, { status: 204 }));

    await expect(apiRequest<void>('DELETE', '/api/documents/d1')).resolves.toBeUndefined();
  });
});

describe('getJson', () => {
  it('loads with a GET that sends cookies', async () => {
    const fetchMock = answerWith(Response.json({ id: 'c1', email: 'dispatch@example.com' }));

    const customer = await getJson<{ id: string }>('/api/customers/me');

    const request = sentRequest(fetchMock);
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
    expect(customer).toEqual({ id: 'c1', email: 'dispatch@example.com' });
  });

  it('hands the request the signal that drops it', async () => {
    const fetchMock = answerWith(Response.json([]));
    const controller = new AbortController();

    await getJson('/api/berths?arrival=2026-06-01&departure=2026-06-04', { signal: controller.signal });

    expect(fetchMock.mock.lastCall?.[1]?.signal).toBe(controller.signal);
  });

  it('resolves a 401 to null when asked to', async () => {
    answerWith(Response.json({ message: 'Sign in required' }, { status: 401 }));

    await expect(getJson('/api/customers/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('treats a 401 as an error by default', async () => {
    answerWith(Response.json({ message: 'Sign in required' }, { status: 401, statusText: 'Unauthorized' }));

    const error = await caught(getJson('/api/customers/me'));

    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Sign in required');
  });

  it('still throws on other failures when 401 yields null', async () => {
    answerWith(new Response('', { status: 500, statusText: 'Internal Server Error' }));

    const error = await caught(getJson('/api/customers/auth/user', { on401: 'returnNull' }));

    expect(error.message).toBe('500: Internal Server Error');
  });
});

describe('nextPageAddress', () => {
  it('reads rel="next" from a Link header', () => {
    expect(nextPageAddress('</api/customer/service-requests?limit=100&cursor=abc>; rel="next"')).toBe(
      '/api/customer/service-requests?limit=100&cursor=abc',
    );
    expect(nextPageAddress('</a?page=1>; rel="prev", </a?page=3>; rel=next')).toBe('/a?page=3');
    expect(nextPageAddress('</a?page=3>; title="more"; rel="next"')).toBe('/a?page=3');
  });

  it('finds none on the last page', () => {
    expect(nextPageAddress(null)).toBeUndefined();
    expect(nextPageAddress('')).toBeUndefined();
    expect(nextPageAddress('</a?page=1>; rel="prev"')).toBeUndefined();
    expect(nextPageAddress('</a?page=1>; rel="nextish"')).toBeUndefined();
    expect(nextPageAddress('not a link header')).toBeUndefined();
  });
});

/** Answers each address from `pages`; a page with a `next` sends it in the Link header. */
function answerPages(pages: Record<string, { body: unknown; next?: string }>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const page = pages[String(input)];
    if (!page) return new Response('{"message":"Not found"}', { status: 404, statusText: 'Not Found' });
    return new Response(JSON.stringify(page.body), { headers: page.next ? { Link: `<${page.next}>; rel="next"` } : {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getPage', () => {
  it('answers one page of rows and the next page from the Link header', async () => {
    const fetchMock = answerPages({ '/api/admin/clients?limit=2': { body: ['a', 'b'], next: '/api/admin/clients?limit=2&cursor=b' } });
    const signal = new AbortController().signal;

    expect(await getPage<string>('/api/admin/clients?limit=2', signal)).toEqual({
      rows: ['a', 'b'],
      next: '/api/admin/clients?limit=2&cursor=b',
    });
    expect(fetchMock.mock.lastCall?.[1]?.signal).toBe(signal);
    expect(sentRequest(fetchMock).credentials).toBe('include');
  });

  it('has no next page on the last one, and throws the ApiError of a failed one', async () => {
    answerPages({ '/list': { body: [1] } });
    expect(await getPage<number>('/list')).toEqual({ rows: [1], next: undefined });
    expect((await caught(getPage('/missing'))).status).toBe(404);
  });

  it('reads the rows of an answer shaped as an object with pick', async () => {
    answerPages({ '/api/client/messages?limit=2': { body: { messages: ['newest', 'next'] }, next: '/api/client/messages?cursor=x' } });

    const page = await getPage<string, { messages: string[] }>('/api/client/messages?limit=2', undefined, ({ messages }) => messages);

    expect(page).toEqual({ rows: ['newest', 'next'], next: '/api/client/messages?cursor=x' });
  });
});

describe('errorMessage', () => {
  it("shows the server's message when it sent one", async () => {
    answerWith(Response.json({ message: 'Invalid email or password', code: 'unauthorized' }, { status: 401 }));

    const error = await caught(apiRequest('POST', '/api/customers/login', { email: 'a@b.co', password: 'wrong' }));

    expect(errorMessage(error, 'Login failed')).toBe('Invalid email or password');
  });

  it('falls back when the answer carried no message', async () => {
    answerWith(new Response('', { status: 502, statusText: 'Bad Gateway' }));

    const error = await caught(apiRequest('POST', '/api/customers/login', {}));

    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('falls back for a failure that never reached the server', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });
});
