import { config } from "zod/v4";

/**
 * zod builds each object schema's fast parser with `new Function`, after probing whether eval is allowed.
 * The site's CSP forbids eval, so the probe is a reported violation (Chromium logs a "Content security
 * policy" issue on every page) even though zod catches the error. Jitless parsing skips the probe; the
 * forms parse a handful of fields, where the compiled parser buys nothing.
 *
 * zod reads the setting when an object schema is built. vite.config.ts resolves every browser import of
 * "zod" to this module, so any module that builds a schema imports it, and ES module order evaluates it
 * (and the switch) first; zod itself stays out of the pages that never validate anything.
 */
config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
