import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { companySchema, type Company } from '#shared/content/schemas.ts';
import { describeIssues } from './issues.ts';

const companyFile = fileURLToPath(new URL('../../content/company.json', import.meta.url));

const isCompanyEntry = (entry: unknown) => typeof entry === 'object' && entry !== null && 'id' in entry && entry.id === 'company';

function readCompany(): Company {
  const entries: unknown = JSON.parse(readFileSync(companyFile, 'utf8'));
  const entry: unknown = Array.isArray(entries) ? (entries as unknown[]).find(isCompanyEntry) : undefined;
  if (!entry) throw new Error('content/company.json: no entry with id "company"');
  const result = companySchema.safeParse(entry);
  if (!result.success) throw new Error(`content/company.json: ${describeIssues(result.error.issues)}`);
  return result.data;
}

let cached: Company | undefined;

/** The company facts from content/company.json (a one-entry collection, as the site reads it), read once. */
export function loadCompany(): Company {
  cached ??= readCompany();
  return cached;
}
