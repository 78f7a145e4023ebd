// zod for every schema of the app, configured once. `jitless`: zod would otherwise probe `new Function` to
// compile fast parsers, and a strict Content-Security-Policy (no 'unsafe-eval') reports that probe as a
// violation in the browser even though zod catches it. Schemas import `z` from here, never from "zod".
import { z } from "zod";

z.config({ jitless: true });

export { z };
