import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { policyWithoutInlineScripts } from './site-policy.ts';

// What @astrojs/node writes with `staticHeaders`: each pre-rendered page's headers.
const builtHeadersFile = z.array(z.object({ pathname: z.string(), headers: z.array(z.object({ key: z.string(), value: z.string() })) }));

/**
 * One Content-Security-Policy for every pre-rendered answer: each source any built page's policy
 * allows, per directive (today every page's policy is the same). Without the file (a build without
 * pre-rendered pages), no inline script is allowed.
 */
export async function loadBuiltPagePolicy(headersFilePath: string): Promise<string> {
  const text = await readFile(headersFilePath, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return policyWithoutInlineScripts;
  const policies = builtHeadersFile
    .parse(JSON.parse(text))
    .flatMap((page) => page.headers.filter((header) => header.key.toLowerCase() === 'content-security-policy'))
    .map((header) => header.value);
  return policies.length > 0 ? mergePolicies(policies) : policyWithoutInlineScripts;
}

function mergePolicies(policies: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const merged = directives.get(name) ?? new Set<string>();
      for (const source of sources) merged.add(source);
      directives.set(name, merged);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
