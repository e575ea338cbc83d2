import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ElectronicConsentView } from '#shared/berth-views.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { renderLeaseText } from '#api/services/leases/lease-text.ts';
import { loadCompany } from './company.ts';
import { parseFrontmatter } from './content-entries.ts';

const consentFile = fileURLToPath(new URL('../../content/lease/electronic-consent.md', import.meta.url));

// YAML reads an unquoted date as a Date: the version is quoted in the file and checked as text here.
const frontmatterSchema = z.object({ version: z.string().min(1), title: z.string().min(1) });

let cached: ElectronicConsentView | undefined;

/**
 * The consent to electronic records a signer agrees to before signing (content/lease), with the
 * office's contacts filled in from content/company.json. Its SHA-256 is over exactly the text the
 * signer is shown, so the stored hash names the words agreed to; read once per process.
 */
export function loadElectronicConsent(): ElectronicConsentView {
  cached ??= readElectronicConsent(readFileSync(consentFile, 'utf8'));
  return cached;
}

function readElectronicConsent(file: string): ElectronicConsentView {
  const label = 'content/lease/electronic-consent.md';
  const { frontmatter, body } = parseFrontmatter(file, label);
  const { version, title } = frontmatterSchema.parse(frontmatter);
  const company = loadCompany();
  const { street, city, region, postalCode } = company.address;
  const text = renderLeaseText(body, {
    legalName: company.legalName,
    officePhone: company.phones.main.display,
    officeHours: company.hours.standard,
    officeEmail: company.emails.support,
    officeAddress: `${street}, ${city}, ${region} ${postalCode}`,
  });
  return { version, title, text, sha256: sha256Hex(text) };
}
