import { holdPolicySchema, type HoldPolicy } from '#shared/hold-policy.ts';
import { contentJsonLoader, parseContentJson } from './content-json.ts';

/** Parses and checks the hold policy's text; every error names the file and the field. */
export const parseHoldPolicy = (text: string, label = 'content/hold-policy.json'): HoldPolicy =>
  parseContentJson(text, holdPolicySchema, label);

/** The caps on unpaid holds from content/hold-policy.json, read once. */
export const loadHoldPolicy: () => HoldPolicy = contentJsonLoader('hold-policy.json', holdPolicySchema);
