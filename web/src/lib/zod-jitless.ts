import { z } from "zod"

// The CSP allows no eval (script-src 'self'). zod probes `new Function` to decide on its JIT, and
// Chromium reports that probe as a CSP violation even though zod catches it. Imported first in
// main.tsx, because the probe runs when the first object schema is built.
z.config({ jitless: true })
