import { z } from "zod";

/** A provider as /readyz sees it: `off` without settings, `failing` while its last call failed. */
export const providerCheckSchema = z.enum(["ok", "failing", "off"]);
export type ProviderCheck = z.infer<typeof providerCheckSchema>;
