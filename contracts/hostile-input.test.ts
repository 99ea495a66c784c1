import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as api from "./api.ts";
import type { Endpoint } from "./endpoint.ts";
import { leadFormSchema } from "./lead.ts";

/**
 * Every request field of the API (docs/decisions/034-one-mailbox-rule-and-linear-patterns.md) gets text
 * that makes a super-linear pattern backtrack for seconds: a linear parse of 64 KB takes well under 1 ms.
 */
const SIZE = 64 * 1024;
const PARSE_LIMIT_MS = 50;

const ADVERSARIAL: Record<string, string> = {
  "dots between two @ (text@text.text)": `a@${".".repeat(SIZE)}@`,
  "letters then a symbol": `${"a".repeat(SIZE)}!`,
  "spaces then a letter": `${" ".repeat(SIZE)}x`,
  "@ signs": "@".repeat(SIZE),
  digits: "1".repeat(SIZE),
  "a plus then digits": `+${"1".repeat(SIZE)}`,
  "a long local part": `${"a".repeat(SIZE)}@example.com`,
  "a long domain label": `a@${"a".repeat(SIZE)}!`,
  "many dotted labels then a symbol": `a@${"a.".repeat(SIZE / 2)}!`,
  "many dotted words before the @": `${"a.".repeat(SIZE / 2)}@`,
  "words and spaces then a digit (names)": `${"a ".repeat(SIZE / 2)}1`,
  "letters joined by zero-width joiners": `${"a\u200D".repeat(SIZE / 2)}1`,
  "a lead reference with a long id": `lead:${"a".repeat(SIZE)}`,
  "a lead reference over many lines": `quote:${"a\n".repeat(SIZE / 2)}`,
  "hex digits and hyphens (uuids)": "0-".repeat(SIZE / 2),
  "a date with a long year": `${"2".repeat(SIZE)}-01-01`,
  "readable phone formatting": "(1) ".repeat(SIZE / 4),
  "a web address with a long host": `https://${"a".repeat(SIZE)}`,
  "angle brackets": "<".repeat(SIZE),
};

/** Field names for a record, whose keys are free: the ones Twilio's webhooks read. */
const RECORD_KEYS = ["Body", "From", "To", "MessageStatus"];

type Path = (string | number)[];

/**
 * The path of every value a schema reads, through objects, intersections, unions, arrays, records and the
 * wrappers around them (optional, default, transform): each is a field an attacker can fill.
 */
function fieldPaths(schema: z.ZodType, prefix: Path = []): Path[] {
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      fieldPaths(field, [...prefix, key]),
    );
  if (schema instanceof z.ZodIntersection)
    return [
      ...fieldPaths(schema.def.left as z.ZodType, prefix),
      ...fieldPaths(schema.def.right as z.ZodType, prefix),
    ];
  if (schema instanceof z.ZodUnion)
    return (schema.options as z.ZodType[]).flatMap((option) => fieldPaths(option, prefix));
  if (schema instanceof z.ZodArray) return fieldPaths(schema.element as z.ZodType, [...prefix, 0]);
  if (schema instanceof z.ZodRecord) return RECORD_KEYS.map((key) => [...prefix, key]);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return fieldPaths(schema.unwrap() as z.ZodType, prefix);
  if (schema instanceof z.ZodPipe && !(schema.in instanceof z.ZodTransform))
    return fieldPaths(schema.in as z.ZodType, prefix);
  return [prefix];
}

/** An input with `value` at `path` and nothing else, so every other field fails fast as missing. */
function inputWith(path: Path, value: string): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === "number" ? [inner] : { [key]: inner }),
    value,
  );
}

/** The fastest of three parses, so a busy machine cannot make a linear pattern look slow. */
function fastestParseMs(schema: z.ZodType, input: unknown): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    schema.safeParse(input);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

const { outreach, ...single } = api;
const ENDPOINTS: Endpoint[] = [...Object.values(single), ...Object.values(outreach)];

/** Every request schema of the contract, and the lead modal's form schema, which only the browser runs. */
const SCHEMAS: [string, z.ZodType][] = [
  ...ENDPOINTS.flatMap((endpoint) =>
    (["params", "query", "body"] as const).flatMap((part): [string, z.ZodType][] => {
      const schema = endpoint[part];
      return schema ? [[`${endpoint.method} ${endpoint.path} ${part}`, schema]] : [];
    }),
  ),
  ["the lead modal's form", leadFormSchema],
];

describe("zod 4's checks after a failed .max()", () => {
  it("still run unless the failed check aborts, so a length limit alone does not guard a pattern", () => {
    const seen: string[] = [];
    const pattern = (value: string) => {
      seen.push(value);
      return true;
    };
    z.string().max(3).refine(pattern).safeParse("toolong");
    expect(seen).toEqual(["toolong"]);
    z.string().max(3, { abort: true }).refine(pattern).safeParse("too long");
    expect(seen).toEqual(["toolong"]);
    expect(
      z
        .string()
        .max(3)
        .regex(/^a$/)
        .safeParse("toolong")
        .error?.issues.map((issue) => issue.code),
    ).toEqual(["too_big", "invalid_format"]);
  });
});

describe("every request schema stays linear on 64 KB adversarial text", () => {
  it("finds the fields of every endpoint, the outreach tools' included", () => {
    const paths = SCHEMAS.flatMap(([name, schema]) =>
      fieldPaths(schema).map((path) => `${name} ${path.join(".")}`),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /api/business-quote body email",
        "POST /api/hubspot-lead body name",
        "POST /api/hubspot-lead body attribution.utmSource",
        "POST /api/send-custom-email body to",
        "POST /api/twilio-bridge-call body agent_number",
        "GET /api/admin/leads query q",
        "GET /api/admin/leads query page",
        "POST /api/admin/leads/bulk body leads.0.id",
        "GET /api/admin/leads/:kind/:id params id",
        "POST /api/webhooks/twilio/inbound body Body",
        "the lead modal's form phone",
      ]),
    );
  });

  it.each(SCHEMAS)("%s: each field parses each value within 50 ms", (_name, schema) => {
    const slow: string[] = [];
    for (const path of fieldPaths(schema)) {
      for (const [shape, value] of Object.entries(ADVERSARIAL)) {
        const ms = fastestParseMs(schema, inputWith(path, value));
        if (ms >= PARSE_LIMIT_MS) slow.push(`${path.join(".")} with ${shape}: ${ms.toFixed(0)} ms`);
      }
    }
    expect(slow).toEqual([]);
  });
});
