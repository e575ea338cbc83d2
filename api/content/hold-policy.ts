import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { holdPolicySchema, type HoldPolicy } from '#shared/hold-policy.ts';
import { describeIssues } from './issues.ts';

const holdPolicyFile = fileURLToPath(new URL('../../content/hold-policy.json', import.meta.url));

/** Parses and checks the hold policy's text; every error names the file and the field. */
export function parseHoldPolicy(text: string, label = 'content/hold-policy.json'): HoldPolicy {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${label}: invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = holdPolicySchema.safeParse(value);
  if (!result.success) throw new Error(`${label}: ${describeIssues(result.error.issues)}`);
  return result.data;
}

let cached: HoldPolicy | undefined;

/** The caps on unpaid holds from content/hold-policy.json, read once. */
export function loadHoldPolicy(): HoldPolicy {
  cached ??= parseHoldPolicy(readFileSync(holdPolicyFile, 'utf8'));
  return cached;
}
