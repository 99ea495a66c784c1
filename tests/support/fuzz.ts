import { count } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";
import { inboundMessages, leads, quoteRequests, staffSessions, webhookEvents } from "#server/db/schema";

/**
 * Seeded so a failure reproduces from the test's own output; FUZZ_SEED picks another sequence for a
 * longer hunt without editing the tests.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);

/** Strings that have broken parsers, databases and logs before. */
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "Ann\u0000Lee",
  "\uD800",
  "Ann \uDC00Lee",
  "\uDBFF\uDFFF",
  "\u202Eeerf\u202C",
  "مرحبا بالعالم",
  "🧘‍♀️🙏🏽",
  "Zoë José",
  "'; drop table leads; --",
  "<script>alert(1)</script>",
  "%00",
  "\r\n\t",
  '=HYPERLINK("https://evil.example")',
  "__proto__",
  "constructor",
  "+14155550142",
  "ann@example.com",
  "A".repeat(20_000),
] as const;

/** Any UTF-16 code unit, so lone surrogates and control characters come up as often as letters. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** A hostile string: a known troublemaker, random code units, or random code points of any length. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: codeUnit, maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", minLength: 2, maxLength: 60 }),
);

/** Any JSON value, with hostile strings among the ordinary ones. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, 2 ** 53 + 1),
);

/** The JSON text of an object with `__proto__`, `constructor` or `prototype` keys: assignment would drop them. */
export const prototypeKeyJson: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom("__proto__", "constructor", "prototype"),
    fc.constantFrom(
      '{"polluted":1}',
      '{"prototype":{"polluted":1}}',
      '{"__proto__":{"polluted":1}}',
      '"polluted"',
      "[1,2]",
      "null",
    ),
    fc.constantFrom("", '"name":"Ann Lee",', '"username":"maya","password":"x",'),
  )
  .map(([key, value, before]) => `{${before}"${key}":${value}}`);

/** Raw request bodies with the content type they claim: the ones a JSON form never sends. */
export interface RawBody {
  contentType: string | undefined;
  body: string;
}

/**
 * Wrong content types (text, form, multipart, none), broken JSON, prototype keys and a body over the
 * test server's 16 KiB limit.
 */
export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=fuzz",
      "application/xml",
      "application/json; charset=latin1",
      undefined,
    ),
    body: fc.oneof(nastyString, fc.constant("name=Ann+Lee&email=ann%40example.com")),
  }),
  fc.record({
    contentType: fc.constant("application/json"),
    body: fc.oneof(
      prototypeKeyJson,
      fc.constantFrom("", "{", '{"name":', "[", "nul", "{'a':1}", '{"a":1}}', "\u0000", '"\\ud800"'),
      fc.string({ unit: "binary-ascii", maxLength: 40 }),
      fc.constant(`{"name":"${"A".repeat(17_000)}"}`),
    ),
  }),
);

/** An object whose fields are the given ones, each kept, dropped or replaced by junk, plus extra fields. */
export function mangledObject(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(valid).map(([key, value]) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant(value) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: anyJsonValue },
      )
      .map((chosen) => [key, chosen] as const),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.dictionary(fc.string({ maxLength: 8 }), anyJsonValue, { maxKeys: 3 }))
    .map(([chosen, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [key, value] of chosen) if (value !== undefined) body[key] = value;
      return body;
    });
}

/** Every leaf's path in a nested object, e.g. ["attribution", "utmSource"]. */
function leafPaths(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "object" && child !== null && !Array.isArray(child)
      ? leafPaths(child as Record<string, unknown>, [...prefix, key])
      : [[...prefix, key]],
  );
}

function withLeaf(
  value: Record<string, unknown>,
  [key, ...rest]: string[],
  leaf: unknown,
): Record<string, unknown> {
  if (key === undefined) return value;
  const child = value[key];
  return {
    ...value,
    [key]:
      rest.length && typeof child === "object" && child !== null
        ? withLeaf(child as Record<string, unknown>, rest, leaf)
        : leaf,
  };
}

/**
 * The valid object with one field, nested ones included, given a hostile string, alone or after its
 * valid value: the inputs that pass the rules everywhere else and so reach the database.
 */
export function oneFieldTwisted(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(fc.constantFrom(...leafPaths(valid)), fc.boolean(), nastyString)
    .map(([path, append, nasty]) => {
      const current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], valid);
      return withLeaf(valid, path, append ? `${String(current)}${nasty}` : nasty);
    });
}

/** A request body: a JSON value (usually a mangled valid object) or a raw one. */
export type FuzzBody = { json: unknown } | { raw: RawBody };

export function fuzzBody(valid: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const twisted = Object.keys(valid).length ? oneFieldTwisted(valid) : mangledObject(valid);
  return fc.oneof(
    { weight: 4, arbitrary: mangledObject(valid).map((json) => ({ json })) },
    { weight: 4, arbitrary: twisted.map((json) => ({ json })) },
    { weight: 1, arbitrary: anyJsonValue.map((json) => ({ json })) },
    { weight: 2, arbitrary: rawBody.map((raw) => ({ raw })) },
  );
}

/** inject() options that send the body exactly as generated, with `headers` (a cookie, a token) added. */
export function bodyOptions(
  body: FuzzBody,
  headers: Record<string, string> = {},
): Pick<InjectOptions, "payload" | "headers"> {
  if ("json" in body) {
    return {
      payload: JSON.stringify(body.json) ?? "null",
      headers: { "content-type": "application/json", ...headers },
    };
  }
  return {
    payload: body.raw.body,
    headers: { ...(body.raw.contentType ? { "content-type": body.raw.contentType } : {}), ...headers },
  };
}

/** Rows in every table a public, auth or webhook request can add to. */
export async function rowCounts(app: FastifyInstance) {
  const { db } = app.database;
  const rows = async (
    table:
      | typeof leads
      | typeof quoteRequests
      | typeof staffSessions
      | typeof inboundMessages
      | typeof webhookEvents,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    leads: await rows(leads),
    quoteRequests: await rows(quoteRequests),
    staffSessions: await rows(staffSessions),
    inboundMessages: await rows(inboundMessages),
    webhookEvents: await rows(webhookEvents),
  };
}

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/** Object.prototype has gained nothing, so no request polluted it. */
export function prototypeUntouched(): boolean {
  const probe: Record<string, unknown> = {};
  return (
    probe.polluted === undefined &&
    JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort()) === JSON.stringify(PROTOTYPE_KEYS)
  );
}

/** A 4xx or 5xx body that is the house's `{success:false, message}`, in words, without a stack trace. */
export function isPlainFailure(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof parsed !== "object" || parsed === null) return false;
  const { success, message, ...rest } = parsed as Record<string, unknown>;
  const extraKeys = Object.keys(rest).filter((key) => key !== "field");
  return (
    success === false &&
    typeof message === "string" &&
    message.length > 0 &&
    extraKeys.length === 0 &&
    !/\n\s+at |stack|Error:|FST_/.test(body)
  );
}

let addressCounter = 0;

/** A client address not used before in this process, so per-IP rate limits stay out of the way. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${100 + Math.floor(addressCounter / 62_500)}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/**
 * Sends one fuzzed request and checks what must hold for any input: no 5xx; a 4xx answered in plain
 * words (or, for `bareStatuses`, with no body at all) and with no row added; Object.prototype as it was.
 * Returns the status, so a property can check its inputs reached more than one outcome.
 */
export async function expectSafeAnswer(
  app: FastifyInstance,
  request: InjectOptions,
  bareStatuses: number[] = [],
): Promise<number> {
  const before = await rowCounts(app);
  const response = await app.inject(request);
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    if (bareStatuses.includes(response.statusCode)) expect(response.body).toBe("");
    else expect(isPlainFailure(response.body), response.body).toBe(true);
    expect(await rowCounts(app)).toEqual(before);
  }
  expect(prototypeUntouched()).toBe(true);
  return response.statusCode;
}

/** Tallies statuses across a property's runs. */
export function statusTally() {
  const seen = new Map<number, number>();
  return {
    add(status: number) {
      seen.set(status, (seen.get(status) ?? 0) + 1);
    },
    statuses: () => [...seen.keys()].sort(),
    total: () => [...seen.values()].reduce((sum, n) => sum + n, 0),
  };
}
