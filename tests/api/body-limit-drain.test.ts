import { describe, expect, test } from 'vitest';
import { discardRestOfBody } from '#api/http/request-body.ts';

const piece = new Uint8Array(64 * 1024);

function requestWith(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/quotes', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

/** A body that yields `pieces` pieces, then either ends or (like a stalled client) never does. */
function countedBody(pieces: number, then: 'end' | 'stall') {
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= pieces) {
          if (then === 'end') controller.close();
          return then === 'end' ? undefined : new Promise(() => {});
        }
        counter.pulled++;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, counter };
}

describe('the rest of a refused body', () => {
  test('is read to its end when it ends within the bounds', async () => {
    const { body, counter } = countedBody(20, 'end');
    await discardRestOfBody(requestWith(body), undefined, { maxBytes: 32 * 1024 * 1024, maxMs: 5_000 });
    expect(counter.pulled).toBe(20);
  });

  test('is read no further than the byte bound', async () => {
    const { body, counter } = countedBody(1_000, 'end');
    await discardRestOfBody(requestWith(body), undefined, { maxBytes: 10 * piece.length, maxMs: 5_000 });
    expect(counter.pulled).toBe(11);
  });

  test('is waited for no longer than the time bound when the client stalls', async () => {
    const { body } = countedBody(3, 'stall');
    const started = performance.now();
    await discardRestOfBody(requestWith(body), undefined, { maxBytes: 32 * 1024 * 1024, maxMs: 200 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test('is not read at all when its declared length is beyond the byte bound', async () => {
    const { body, counter } = countedBody(1_000, 'end');
    await discardRestOfBody(requestWith(body, { 'Content-Length': String(1_000 * piece.length) }), undefined, {
      maxBytes: 10 * piece.length,
      maxMs: 5_000,
    });
    expect(counter.pulled).toBe(0);
  });

  test('ends quietly when the client goes away', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new Error('socket hang up')),
    });
    await expect(discardRestOfBody(requestWith(body))).resolves.toBeUndefined();
  });
});
