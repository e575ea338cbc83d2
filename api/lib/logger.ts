import { pino } from 'pino';
import { logStreams, type LogFormat, type LogStreams } from './log-destination.ts';
import { logOptions } from './log-options.ts';

export type LogLevel = 'info' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
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
  const infoLines = pino(logOptions(level), streams.info);
  const errorLines = pino(logOptions(level), streams.error);
  return {
    info: (message, fields) => (fields === undefined ? infoLines.info(message) : infoLines.info(fields, message)),
    error: (message, fields) => (fields === undefined ? errorLines.error(message) : errorLines.error(fields, message)),
  };
}
