// zod for every schema of the app, configured once. In the browser `jitless`: zod would otherwise probe
// `new Function` to compile fast parsers, and a strict Content-Security-Policy (no 'unsafe-eval') reports that
// probe as a violation even though zod catches it. The server keeps the compiled parsers (no CSP applies there).
// Schemas import `z` from here, never from "zod".
import { z } from "zod";

z.config({ jitless: typeof window !== "undefined" });

export { z };
