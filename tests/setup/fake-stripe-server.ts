import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Just enough of the Stripe API for our provider, spoken the way the official SDK speaks it:
// form-encoded bodies, Idempotency-Key headers, Stripe-shaped JSON objects and errors.

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  livemode: false;
  created: number;
}

export interface FakeRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  idempotencyKey: string | undefined;
}

interface StoredAnswer {
  body: string;
  status: number;
  json: unknown;
}

type FormValue = string | { [key: string]: FormValue };

// `metadata[reservationId]=…` → { metadata: { reservationId: … } }
function parseForm(body: string): Record<string, FormValue> {
  const result: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let target = result;
    for (const segment of path.slice(0, -1)) {
      const next = target[segment];
      if (typeof next === 'object') {
        target = next;
      } else {
        const created: Record<string, FormValue> = {};
        target[segment] = created;
        target = created;
      }
    }
    target[path.at(-1) ?? key] = value;
  }
  return result;
}

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const record = (value: FormValue | undefined) =>
  typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, json: { error: { type, message, ...(code && { code }) } } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const idempotent = new Map<string, StoredAnswer>();
  let sequence = 0;
  let refundFailure: { status: number; message: string } | null = null;

  const nextId = (prefix: string) => `${prefix}_fake${String(++sequence).padStart(6, '0')}`;

  function createIntent(form: Record<string, FormValue>) {
    const amount = Number(text(form.amount));
    if (!Number.isInteger(amount) || amount < 50)
      return stripeError(400, 'invalid_request_error', 'Invalid amount', 'parameter_invalid_integer');
    const id = nextId('pi');
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: text(form.currency) ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${crypto.randomUUID().replaceAll('-', '')}`,
      description: text(form.description) ?? null,
      receipt_email: text(form.receipt_email) ?? null,
      metadata: record(form.metadata),
      automatic_payment_methods:
        typeof form.automatic_payment_methods === 'object' ? { enabled: form.automatic_payment_methods.enabled === 'true' } : null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return { status: 200, json: intent };
  }

  function createRefund(form: Record<string, FormValue>, idempotencyKey: string | undefined) {
    if (refundFailure) return stripeError(refundFailure.status, 'api_error', refundFailure.message);
    const intent = intents.get(text(form.payment_intent) ?? '');
    if (!intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${text(form.payment_intent)}'`, 'resource_missing');
    if (intent.status !== 'succeeded')
      return stripeError(400, 'invalid_request_error', 'This PaymentIntent has no successful charge to refund.', 'charge_not_refundable');
    const amount = Number(text(form.amount) ?? intent.amount);
    const refunded = refunds.filter((refund) => refund.paymentIntent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded >= intent.amount)
      return stripeError(400, 'invalid_request_error', `Charge ch_${intent.id} has already been refunded.`, 'charge_already_refunded');
    if (refunded + amount > intent.amount) {
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - refunded})`,
      );
    }
    const refund: FakeRefund = { id: nextId('re'), paymentIntent: intent.id, amount, idempotencyKey };
    refunds.push(refund);
    return {
      status: 200,
      json: { id: refund.id, object: 'refund', amount, payment_intent: intent.id, status: 'succeeded', currency: intent.currency },
    };
  }

  // Stripe cancels an intent only before it has succeeded, and only once.
  function cancelIntent(id: string) {
    const intent = intents.get(id);
    if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
          'Only a PaymentIntent with one of the following statuses may be canceled: ' +
          'requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    return { status: 200, json: intent };
  }

  function answerFor(method: string, path: string, body: string, idempotencyKey: string | undefined) {
    const form = parseForm(body);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form, idempotencyKey);
    const cancelPath = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelPath) return cancelIntent(decodeURIComponent(cancelPath[1] ?? ''));
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intentPath) {
      const id = decodeURIComponent(intentPath[1] ?? '');
      const intent = intents.get(id);
      return intent
        ? { status: 200, json: intent }
        : stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;

    let answer: { status: number; json: unknown };
    const stored = idempotencyKey ? idempotent.get(`${method} ${path} ${idempotencyKey}`) : undefined;
    if (stored && stored.body !== body) {
      answer = stripeError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    } else if (stored) {
      answer = stored;
    } else {
      answer = answerFor(method, path, body, idempotencyKey);
      // Like Stripe, a key remembers its first answer, unless the server itself failed.
      if (idempotencyKey && method === 'POST' && answer.status < 500)
        idempotent.set(`${method} ${path} ${idempotencyKey}`, { body, ...answer });
    }
    response.writeHead(answer.status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_fake${sequence}`,
      // Stripe's own hint; without it the SDK retries a 5xx after a delay, which only slows the tests.
      ...(answer.status >= 500 && { 'Stripe-Should-Retry': 'false' }),
    });
    response.end(JSON.stringify(answer.json));
  }

  const server = createServer((request, response) => {
    readBody(request).then(
      (body) => handle(request, response, body),
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function intent(id: string): FakeIntent {
    const found = intents.get(id);
    if (!found) throw new Error(`fake Stripe has no intent ${id}`);
    return found;
  }

  return {
    /** What to pass to the Stripe SDK (and our provider) to talk to this server. */
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    intents,
    refunds,
    intent,
    /** The customer's card went through. */
    succeed(id: string) {
      Object.assign(intent(id), { status: 'succeeded', amount_received: intent(id).amount });
    },
    cancel(id: string) {
      intent(id).status = 'canceled';
    },
    /** Stripe keeps an idempotency key for at least 24 hours, then a retry under it is a new request. */
    forgetIdempotencyKeys() {
      idempotent.clear();
    },
    /** Every refund fails with this server error until set back to null. */
    failRefunds(failure: { status: number; message: string } | null) {
      refundFailure = failure;
    },
    /** A Stripe event as its webhook would deliver it, about the intent as it is now. */
    event(type: string, intentId: string, id = nextId('evt')) {
      return {
        id,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: intent(intentId) },
      };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
