export type LogLevel = 'info' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

function serialise(fields: LogFields): LogFields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
    ]),
  );
}

/** One JSON object per line, so a log shipper can index requests by their id. */
export function createLogger(level: LogLevel): Logger {
  const write = (stream: NodeJS.WriteStream, severity: string, message: string, fields: LogFields = {}) => {
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: severity, message, ...serialise(fields) })}\n`);
  };
  return {
    info: (message, fields) => {
      if (level === 'info') write(process.stdout, 'info', message, fields);
    },
    error: (message, fields) => {
      if (level !== 'silent') write(process.stderr, 'error', message, fields);
    },
  };
}
