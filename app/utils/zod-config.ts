import { z } from "zod";

// Imported by every module that builds Zod schemas the browser runs (and not by the root, so public
// pages load no Zod until a visitor touches a form; see lazy-module.ts). Zod's fast path probes
// `new Function`, which the Content-Security-Policy (no 'unsafe-eval') refuses and reports as a
// violation; the interpreted path validates the same way.
z.config({ jitless: true });
