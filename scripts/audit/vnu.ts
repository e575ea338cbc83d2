import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface VnuMessage {
  line: number | undefined;
  column: number | undefined;
  message: string;
  extract: string | undefined;
}

export interface VnuOutcome {
  /** Errors per absolute file path; a file without errors has no entry. */
  errors: Map<string, VnuMessage[]>;
  /** Messages left out as known false positives of vnu's CSS checker: reason → count. */
  ignored: Map<string, number>;
  /** Set when the checker itself could not run. */
  failure: string | undefined;
}

interface RawMessage {
  type?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message?: string;
  extract?: string;
}

// The jar ships inside the vnu-jar package; its postinstall (a Java download) is denied in package.json.
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * vnu also checks the CSS inside <style>, with a CSS checker that predates some current CSS.
 * Only messages about valid CSS are listed here, each with its reason; they are counted and
 * reported, never silently dropped. Anything else vnu says is an error.
 */
const knownCssFalsePositives: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^CSS: Unrecognized at-rule “@property”/,
    reason: "@property (CSS Properties and Values API, supported by every current browser) in Tailwind 4's inlined CSS",
  },
  {
    pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
    reason: "margin-trim inside Tailwind 4's @supports feature query, where an unsupported property is the point of the test",
  },
];

function javaCommand(): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

function pathOf(url: string | undefined): string | undefined {
  if (!url?.startsWith('file:')) return undefined;
  return fileURLToPath(url.replace(/^file:\/*/, 'file:///'));
}

/** Runs the Nu Html Checker once (one JVM) over every file and groups its errors by file. */
export function validateHtml(files: string[]): Promise<VnuOutcome> {
  if (files.length === 0) return Promise.resolve({ errors: new Map(), ignored: new Map(), failure: undefined });
  const args = ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files];
  return new Promise((resolve) => {
    const child = spawn(javaCommand(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', (error: NodeJS.ErrnoException) => {
      const hint =
        error.code === 'ENOENT' ? ' (install a Java runtime, 11 or newer: apt-get install openjdk-17-jre-headless, or set JAVA_HOME)' : '';
      resolve({ errors: new Map(), ignored: new Map(), failure: `could not start ${javaCommand()}: ${error.message}${hint}` });
    });
    child.once('close', (code) => {
      let messages: RawMessage[];
      try {
        messages = (JSON.parse(output) as { messages?: RawMessage[] }).messages ?? [];
      } catch {
        resolve({
          errors: new Map(),
          ignored: new Map(),
          failure: `vnu exited with code ${code} without a JSON report: ${output.trim().slice(0, 500)}`,
        });
        return;
      }
      const errors = new Map<string, VnuMessage[]>();
      const ignored = new Map<string, number>();
      for (const raw of messages) {
        if (raw.type !== 'error' && raw.type !== 'non-document-error') continue;
        const known = knownCssFalsePositives.find(({ pattern }) => pattern.test(raw.message ?? ''));
        if (known) {
          ignored.set(known.reason, (ignored.get(known.reason) ?? 0) + 1);
          continue;
        }
        const file = pathOf(raw.url) ?? raw.url ?? '(unknown file)';
        const list = errors.get(file) ?? [];
        list.push({ line: raw.lastLine, column: raw.firstColumn, message: raw.message ?? '(no message)', extract: raw.extract });
        errors.set(file, list);
      }
      resolve({ errors, ignored, failure: undefined });
    });
  });
}
