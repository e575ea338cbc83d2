import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { scriptSources, siteDirectives, styleSources } from './api/http/site-policy.ts';
import { apiDevOrigin } from './site/lib/server-api.ts';

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
      // Zod probes for eval before its first parse, which the policy forbids (a reported violation):
      // every island loads its settings first.
      name: 'zod-without-eval',
      hooks: {
        'astro:config:setup': ({ injectScript }) => injectScript('before-hydration', "import '/site/lib/zod-without-eval.ts';"),
      },
    },
  ],
  server: { port: 4321 },
  vite: {
    plugins: [tailwindcss()],
    server: {
      // The Host header is passed through unchanged so the API's same-origin check sees the site's host.
      proxy: { '/api': { target: apiDevOrigin } },
    },
  },
});
