import { pino, type Logger as PinoLogger } from 'pino';
import { logStreams, type LogFormat, type LogStreams } from './log-destination.ts';
import { logOptions } from './log-options.ts';

export type LogLevel = 'info' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** The same destinations, with `bindings` on every line: a request's id, a worker's name. */
  child(bindings: LogFields): Logger;
}

export interface LoggerSettings {
  level: LogLevel;
  format: LogFormat;
}

/**
 * One JSON object per line (or a readable line with `format: 'pretty'`), so a log shipper can
 * index requests by their id. One pino instance per stream, so no line is routed by level at
 * write time, and the fields object is handed to pino as it is: no copy per line.
 */
export function createLogger({ level, format }: LoggerSettings, streams: LogStreams = logStreams(format)): Logger {
  return linesOf(pino(logOptions(level), streams.info), pino(logOptions(level), streams.error));
}

/**
 * Pino's child loggers, made on a child's first line: every request gets a child, and most
 * requests log nothing through it.
 */
function linesOf(infoLines: PinoLogger, errorLines: PinoLogger): Logger {
  return {
    info: (message, fields) => (fields === undefined ? infoLines.info(message) : infoLines.info(fields, message)),
    error: (message, fields) => (fields === undefined ? errorLines.error(message) : errorLines.error(fields, message)),
    child: (bindings) => {
      let child: Logger | undefined;
      const made = () => (child ??= linesOf(infoLines.child(bindings), errorLines.child(bindings)));
      return {
        info: (message, fields) => made().info(message, fields),
        error: (message, fields) => made().error(message, fields),
        child: (more) => made().child(more),
      };
    },
  };
}
