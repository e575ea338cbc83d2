import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { isCompressibleType, minimumCompressBytes, negotiateEncoding, type Encoding } from './content-coding.ts';

// Fast levels: an on-demand page is compressed on every request, not once like a pre-rendered file.
const compressors: Record<Encoding, () => Transform> = {
  br: () => createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: () => createGzip({ level: 5 }),
};

/** Informational, No Content, redirects and Not Modified carry no body worth a coding. */
const withoutBody = (status: number): boolean => status < 200 || status === 204 || (status >= 300 && status < 400);

function addVary(outgoing: ServerResponse, field: string): void {
  const vary = String(outgoing.getHeader('vary') ?? '');
  const fields = vary.split(',').map((name) => name.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  outgoing.setHeader('Vary', vary ? `${vary}, ${field}` : field);
}

/** Whether the answer as headed so far is a text body the coding is worth spending on. */
function worthCompressing(outgoing: ServerResponse, status: number): boolean {
  const length = outgoing.getHeader('content-length');
  return (
    !withoutBody(status) &&
    isCompressibleType(String(outgoing.getHeader('content-type') ?? '')) &&
    outgoing.getHeader('content-encoding') === undefined &&
    (length === undefined || Number(length) >= minimumCompressBytes)
  );
}

const isEmpty = (chunk: unknown): boolean =>
  chunk === undefined || chunk === null || typeof chunk === 'function' || (chunk as { length?: number }).length === 0;

/**
 * Makes what a Node handler writes to `outgoing` (Astro's on-demand pages) leave in the best coding
 * the request accepts, streamed through node:zlib: the handler still calls writeHead, write and
 * end as usual. Content-Length goes (Node then sends the body chunked) and `Vary: Accept-Encoding`
 * comes with every text answer. HEAD, redirects, 304, answers already coded, small ones and empty
 * bodies leave as written: the status line waits for the first body bytes to know which.
 */
export function compressOnDemand(incoming: IncomingMessage, outgoing: ServerResponse): void {
  if (incoming.method === 'HEAD') return;
  const encoding = negotiateEncoding(incoming.headers['accept-encoding']);
  const { writeHead, write, end } = outgoing;
  const restore = () => Object.assign(outgoing, { writeHead, write, end });
  // Headed for a coding, until the first body bytes (or an empty end) say whether to use it.
  let pending: { status: number; coding: Encoding } | undefined;
  let compressor: Transform | undefined;

  const startCompressing = ({ status, coding }: { status: number; coding: Encoding }): Transform => {
    outgoing.removeHeader('content-length');
    outgoing.setHeader('Content-Encoding', coding);
    Reflect.apply(writeHead, outgoing, [status]);
    const stream = compressors[coding]();
    stream.on('data', (chunk: Buffer) => {
      if (Reflect.apply(write, outgoing, [chunk]) === false) {
        stream.pause();
        outgoing.once('drain', () => stream.resume());
      }
    });
    stream.once('end', () => Reflect.apply(end, outgoing, []));
    stream.once('error', (error) => outgoing.destroy(error));
    outgoing.once('close', () => stream.destroy());
    return stream;
  };

  outgoing.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (typeof rest[0] === 'string') this.statusMessage = String(rest.shift());
    const headers = rest[0];
    if (Array.isArray(headers)) {
      restore();
      return Reflect.apply(writeHead, this, [status, headers]) as ServerResponse;
    }
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders)) {
      if (value !== undefined) this.setHeader(name, value);
    }
    const worth = worthCompressing(this, status);
    if (worth) addVary(this, 'Accept-Encoding');
    if (!worth || !encoding) {
      restore();
      return Reflect.apply(writeHead, this, [status]) as ServerResponse;
    }
    pending = { status, coding: encoding };
    return this;
  } as ServerResponse['writeHead'];

  // Called before writeHead, Node would head the answer itself: head it here first, then decide.
  outgoing.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!pending && !compressor) this.writeHead(this.statusCode);
    if (pending) {
      compressor = startCompressing(pending);
      pending = undefined;
    }
    if (!compressor) return Reflect.apply(write, this, args) as boolean;
    return Reflect.apply(compressor.write, compressor, args) as boolean;
  } as ServerResponse['write'];

  outgoing.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!pending && !compressor) this.writeHead(this.statusCode);
    if (pending && !isEmpty(args[0])) {
      compressor = startCompressing(pending);
      pending = undefined;
    }
    if (compressor) {
      Reflect.apply(compressor.end, compressor, args);
      return this;
    }
    if (pending) {
      restore();
      Reflect.apply(writeHead, this, [pending.status]);
      pending = undefined;
    }
    return Reflect.apply(end, this, args) as ServerResponse;
  } as ServerResponse['end'];
}
