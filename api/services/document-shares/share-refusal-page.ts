import { createHash } from 'node:crypto';
import type { Company } from '#shared/content/schemas.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { PageLook } from './share-page-look.ts';
import { unknownShareMessage, type ShareRefusal, type ShareRefusalReason } from './share-refusal.ts';

export interface SharePage {
  status: 404 | 410;
  html: string;
  /** Loads nothing but its one inline stylesheet (by hash) and the site's icon. */
  contentSecurityPolicy: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What happened, in the words of the office, for each reason a link does not open. */
function whatHappened(refusal: ShareRefusal): { heading: string; text: string } {
  const byReason: Record<ShareRefusalReason, { heading: string; text: string }> = {
    unknown: {
      heading: 'This link does not open a document',
      text: unknownShareMessage,
    },
    revoked: {
      heading: 'This link was revoked',
      text: 'The marina office took this link back, so it no longer opens the document. If you still need it, ask the office for a new link.',
    },
    expired: {
      heading: 'This link has expired',
      text: `${refusal.expiresAt ? `This link worked until ${formatFacilityDateTime(refusal.expiresAt, 'long')}. ` : ''}Share links only work for a set time; ask the marina office for a new one.`,
    },
    removed: {
      heading: 'This document is no longer shared',
      text: 'The marina office removed the document this link opened. If you still need it, ask the office.',
    },
  };
  return byReason[refusal.reason];
}

function stylesheet(look: PageLook): string {
  return [
    `body{margin:0;font-family:${look.font};line-height:1.6;overflow-wrap:anywhere;background:${look.sand100};color:${look.navy900}}`,
    `a{color:${look.sea700};font-weight:600;text-underline-offset:4px}`,
    `a:focus-visible{outline:3px solid ${look.sea700};outline-offset:2px;border-radius:2px}`,
    `header{background:${look.navy900};color:${look.sand100};padding:1rem 1.5rem}`,
    `header a{color:${look.sand100};font-size:1.25rem;font-weight:800;text-decoration:none}`,
    'header a:focus-visible{outline-color:currentColor}',
    `header p{margin:0;color:${look.navy100};font-size:.875rem}`,
    'main{max-width:42rem;margin:0 auto;padding:3rem 1.5rem}',
    'h1{font-size:2rem;line-height:1.2;font-weight:800;margin:0 0 1rem}',
    'h2{font-size:1.25rem;margin:0 0 .5rem}',
    `.office{margin-top:1.5rem;background:#fff;border-left:8px solid ${look.safety500};border-radius:.75rem;padding:1rem 1.5rem;box-shadow:0 0 0 1px ${look.sand300}}`,
    '.office p{margin:.25rem 0}',
    `.home{display:inline-flex;align-items:center;min-height:3rem;margin-top:2rem;padding:0 1.5rem;border-radius:.375rem;background:${look.sea700};color:#fff;text-decoration:none}`,
    `.home:focus-visible{outline-color:${look.navy900}}`,
    `footer{border-top:1px solid ${look.sand300};color:${look.navy600};font-size:.875rem;padding:1.5rem;text-align:center}`,
  ].join('');
}

/**
 * The page a person opening a share link that does not open is shown: the company's look (the
 * site's tokens), what happened, and how to reach the office, from the company facts. It is drawn
 * here, not by the Astro build, so the API alone (`npm run start:api`) answers it too (decision 085).
 */
export function shareRefusalPage(refusal: ShareRefusal, company: Company, look: PageLook): SharePage {
  const { heading, text } = whatHappened(refusal);
  const { name, tagline, address, phones, emails, hours } = company;
  const style = stylesheet(look);
  const styleHash = createHash('sha256').update(style).digest('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${heading} | ${name}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${style}</style>
</head>
<body>
<header>
<a href="/">${escapeHtml(name)}</a>
<p>${escapeHtml(tagline)}</p>
</header>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<section class="office" aria-labelledby="office-heading">
<h2 id="office-heading">Reach the marina office</h2>
<p>Call <a href="tel:${escapeHtml(phones.main.tel)}">${escapeHtml(phones.main.display)}</a>, ${escapeHtml(hours.standard)}.</p>
<p>Email <a href="mailto:${escapeHtml(emails.operations)}">${escapeHtml(emails.operations)}</a>.</p>
</section>
<a class="home" href="/">Go to the home page</a>
</main>
<footer>
<p>${escapeHtml(`${name} · ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`)}</p>
</footer>
</body>
</html>
`;
  return {
    status: refusal.status === 404 ? 404 : 410,
    html,
    contentSecurityPolicy: `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}
