import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { scriptSources, siteDirectives, styleSources } from './api/http/site-policy.ts';
import { apiDevOrigin } from './site/lib/server-api.ts';

const zodWithoutEvalModule = fileURLToPath(new URL('./site/lib/zod-without-eval.ts', import.meta.url));

/**
 * Zod probes for eval when it builds its first object schema, which the pages' policy forbids (a
 * reported violation). In the browser every import of zod goes through zod-without-eval.ts, which
 * turns the probe off first: only pages whose scripts use zod load it, and always before any schema.
 */
const zodWithoutEval = () => ({
  name: 'zod-without-eval',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'zod' || importer === zodWithoutEvalModule || this.environment?.config.consumer !== 'client') return null;
    return zodWithoutEvalModule;
  },
});

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  srcDir: './site',
  publicDir: './site/public',
  trailingSlash: 'never',
  build: { format: 'directory' },
  output: 'static',
  // staticHeaders: pre-rendered pages' policies go to dist/_headers.json for the server to send as a
  // header (a <meta> policy cannot hold frame-ancestors); on-demand pages get theirs from Astro.
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  security: {
    csp: {
      directives: [...siteDirectives],
      scriptDirective: { resources: [...scriptSources] },
      styleDirective: { resources: [...styleSources] },
    },
  },
  // Sign-in sessions live in the API's database; Astro's own session store would go unused.
  session: false,
  // No page shows code; Shiki's inline styles would also need style hashes under the policy.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    {
      // Public form islands hydrate on a visitor's first use of them (decision 072).
      name: 'client-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'interaction', entrypoint: './site/directives/interaction.ts' }),
      },
    },
  ],
  server: { port: 4321 },
  vite: {
    plugins: [tailwindcss(), zodWithoutEval()],
    server: {
      // The Host header is passed through unchanged so the API's same-origin check sees the site's host.
      proxy: { '/api': { target: apiDevOrigin } },
    },
  },
});
