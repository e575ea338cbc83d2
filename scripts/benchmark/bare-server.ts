// The reference for every ratio: one Hono route served by @hono/node-server exactly as
// api/http/serve.ts serves the product, so a ratio measures our own work and not the machine.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/bare', (c) => c.json({ ok: true }));

serve({ fetch: app.fetch, hostname: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) });

// The benchmark ends this process with SIGTERM; nothing to drain.
process.once('SIGTERM', () => process.exit(0));
