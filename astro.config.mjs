import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { apiDevOrigin } from './site/lib/server-api.ts';

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  srcDir: './site',
  publicDir: './site/public',
  trailingSlash: 'never',
  build: { format: 'directory' },
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  // Sign-in sessions live in the API's database; Astro's own session store would go unused.
  session: false,
  integrations: [react()],
  server: { port: 4321 },
  vite: {
    plugins: [tailwindcss()],
    server: {
      // The Host header is passed through unchanged so the API's same-origin check sees the site's host.
      proxy: { '/api': { target: apiDevOrigin } },
    },
  },
});
