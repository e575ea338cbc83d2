import { z } from 'zod';

// The pages' Content-Security-Policy forbids eval. Zod 4 probes for it with `new Function` when it
// builds its first object schema, which the browser reports as a CSP violation; form-sized parsing
// needs no JIT. The browser build resolves every `import … from 'zod'` to this module
// (astro.config.mjs), so the setting is made before any schema of ours is built.
z.config({ jitless: true });

export * from 'zod';
