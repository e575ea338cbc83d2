import { z } from 'zod';

// The pages' Content-Security-Policy forbids eval. Zod 4 probes for it with `new Function` before
// its first parse, which the browser reports as a CSP violation; form-sized parsing needs no JIT.
z.config({ jitless: true });
