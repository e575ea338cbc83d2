import { fileURLToPath } from 'node:url';
import { companySchema, type Company } from '#shared/content/schemas.ts';
import { readJsonEntries } from './content-entries.ts';

const companyFile = fileURLToPath(new URL('../../content/company.json', import.meta.url));

function readCompany(): Company {
  const entry = readJsonEntries(companyFile, 'content/company.json', companySchema).find(({ id }) => id === 'company');
  if (!entry) throw new Error('content/company.json: no entry with id "company"');
  return entry.data;
}

let cached: Company | undefined;

/** The company facts from content/company.json (a one-entry collection, as the site reads it), read once. */
export function loadCompany(): Company {
  cached ??= readCompany();
  return cached;
}
