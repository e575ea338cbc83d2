import { DrizzleQueryError } from 'drizzle-orm';

/** What a log line keeps of an error: enough to find the fault, nothing a request carried. */
export interface LoggedError {
  name: string;
  message: string;
  /** The SQLSTATE of a database error, or a Node system error code such as ECONNREFUSED. */
  code?: string;
  stack?: string;
}

/**
 * The one way an error enters a log line. Drizzle's query error spells out the SQL and its
 * parameters (personal data included) in its message and stack; only the database's own code
 * and message survive, and the frames are kept without the text they were thrown with.
 */
export function serialiseError(value: unknown): LoggedError | string {
  if (!(value instanceof Error)) return String(value);
  const source = value instanceof DrizzleQueryError && value.cause instanceof Error ? value.cause : value;
  const name = value instanceof DrizzleQueryError ? 'DrizzleQueryError' : value.name;
  const code = codeOf(source);
  const logged: LoggedError = { name, message: source.message };
  if (code !== undefined) logged.code = code;
  if (value.stack !== undefined) logged.stack = [`${name}: ${source.message}`, ...stackFrames(value.stack)].join('\n');
  return logged;
}

function codeOf(error: Error): string | undefined {
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

// A stack starts with the error's message, which may span lines; the frames are the lines after it.
function stackFrames(stack: string): string[] {
  return stack.split('\n').filter((line) => /^\s+at /.test(line));
}
