import { z } from "zod";

// Zod's fast path probes `new Function`, which the Content-Security-Policy (no 'unsafe-eval') refuses and
// reports as a violation in the browser; the interpreted path validates the same way.
z.config({ jitless: true });
