import { destination, type DestinationStream } from 'pino';
import { prettyFactory } from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/** Where each level's lines go: errors apart, as process managers and our own scripts expect. */
export interface LogStreams {
  info: DestinationStream;
  error: DestinationStream;
}

/** stdout for information and stderr for errors, as JSON lines or, with `pretty`, readable ones. */
export function logStreams(format: LogFormat): LogStreams {
  const stdout = asyncOutput(1);
  const stderr = asyncOutput(2);
  return format === 'pretty' ? { info: readable(stdout), error: readable(stderr) } : { info: stdout, error: stderr };
}

/**
 * Written asynchronously; pino flushes what is still pending synchronously when the process exits,
 * so the last lines before `process.exit` are not lost. The stream takes bytes: in its text mode it
 * re-measures all pending text on every line, which under load cost more than building the line.
 */
function asyncOutput(fd: 1 | 2): DestinationStream {
  const output = destination({ dest: fd, sync: false, contentMode: 'buffer' });
  // SonicBoom's types declare text only; in byte mode it takes Buffers.
  const writeBytes = output.write.bind(output) as unknown as (bytes: Buffer) => boolean;
  return { write: (line) => writeBytes(Buffer.from(line)) };
}

// Rendered in the writing thread, not in a transport worker, so the exit flush covers these lines too.
function readable(output: DestinationStream): DestinationStream {
  const render = prettyFactory({ messageKey: 'message', translateTime: 'SYS:HH:MM:ss.l', singleLine: true });
  return { write: (line) => output.write(render(line)) };
}
