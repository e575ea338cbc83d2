import { createLogger, type LogFields, type Logger } from '#api/lib/logger.ts';

export interface LogEntry {
  level: 'info' | 'error';
  message: string;
  fields: LogFields;
}

/**
 * Keeps log lines in memory so a test can assert what was (and was not) logged. The lines go
 * through the product's own logger (serialisers, redaction), so an entry holds exactly what a
 * log file would, parsed back into level, message and the remaining fields.
 */
export function createMemoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const memory = {
    write: (line: string) => {
      const { level, message, time: _time, ...fields } = JSON.parse(line) as LogFields & Omit<LogEntry, 'fields'>;
      entries.push({ level, message, fields });
    },
  };
  const logger = createLogger({ level: 'info', format: 'json' }, { info: memory, error: memory });
  return { ...logger, entries };
}
