// Build time only (react-router.config.ts): the inline script that catches taps on booking controls before the
// app has hydrated (ADR 028), made from its typed source, captureEarlyBookingTaps, for every prerendered page.
// The source file is read and compiled here rather than the function's text taken at run time: tsx and other
// loaders wrap a function's inner functions in helpers of theirs that the page would not have.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { minifySync, transformWithOxc } from "vite";
import { BOOKING_CTA_SELECTOR } from "./booking-controls.ts";
import { captureEarlyBookingTaps } from "./early-booking-taps.ts";

const SOURCE = fileURLToPath(new URL("./early-booking-taps.ts", import.meta.url));
const EXPORTED = `export function ${captureEarlyBookingTaps.name}(`;

/**
 * The minified script: the function, called with the booking controls' selector and the URLs of the lead
 * modal's chunks, in a scope of its own.
 */
export async function earlyBookingTapScript(leadModalFiles: readonly string[]): Promise<string> {
  const { code } = await transformWithOxc(await readFile(SOURCE, "utf8"), SOURCE);
  if (!code.includes(EXPORTED)) throw new Error(`${SOURCE} no longer declares ${EXPORTED}…)`);
  const call = `${captureEarlyBookingTaps.name}(${JSON.stringify(BOOKING_CTA_SELECTOR)},${JSON.stringify(leadModalFiles)})`;
  const script = `(() => {${code.replace(EXPORTED, `function ${captureEarlyBookingTaps.name}(`)}\n${call}})();`;
  const minified = minifySync("early-booking-taps.js", script);
  if (minified.errors.length > 0)
    throw new Error(`Could not minify ${SOURCE}: ${minified.errors[0]?.message}`);
  return minified.code.trim();
}
