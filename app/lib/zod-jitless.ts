import { z } from "zod";

/**
 * zod builds each object schema's fast parser with `new Function`, after probing whether eval is allowed.
 * The site's CSP forbids eval, so the probe is a reported violation (Chromium logs a "Content security
 * policy" issue on every page) even though zod catches the error. Jitless parsing skips the probe; the
 * forms parse a handful of fields, where the compiled parser buys nothing. zod reads the setting when a
 * schema is built, so root.tsx imports this module before anything that defines one.
 */
z.config({ jitless: true });
