import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { describeIssues } from './issues.ts';

/** Parses the text of a JSON file of content/ and checks it with its schema; every error names the file and the field. */
export function parseContentJson<Schema extends z.ZodType>(text: string, schema: Schema, label: string): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${label}: invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${label}: ${describeIssues(result.error.issues)}`);
  return result.data;
}

/** A reader of `content/<fileName>` that reads and checks the file once, on first use. */
export function contentJsonLoader<Schema extends z.ZodType>(fileName: string, schema: Schema): () => z.output<Schema> {
  const path = fileURLToPath(new URL(`../../content/${fileName}`, import.meta.url));
  let cached: z.output<Schema> | undefined;
  return () => {
    cached ??= parseContentJson(readFileSync(path, 'utf8'), schema, `content/${fileName}`);
    return cached;
  };
}
