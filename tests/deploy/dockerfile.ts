/**
 * A Dockerfile as stages of instructions, for the deploy tests to check and to replay: comments dropped, lines
 * continued with a trailing backslash joined, exec-form (JSON) arguments read as arrays.
 */
export interface Instruction {
  /** Upper-case, e.g. RUN, COPY, HEALTHCHECK. */
  readonly keyword: string;
  /** Everything after the keyword, continuation lines joined with a space. */
  readonly text: string;
}

export interface Stage {
  readonly name: string;
  readonly from: string;
  readonly instructions: readonly Instruction[];
}

export function parseDockerfile(source: string): Stage[] {
  const logical: string[] = [];
  let pending = "";
  for (const line of source.split("\n")) {
    if (/^\s*#/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    pending += `${continued ? line.replace(/\\\s*$/, "") : line} `;
    if (continued) continue;
    if (pending.trim()) logical.push(pending.trim().replace(/\s+/g, " "));
    pending = "";
  }
  const stages: { name: string; from: string; instructions: Instruction[] }[] = [];
  for (const line of logical) {
    const [keyword = "", ...rest] = line.split(" ");
    const text = rest.join(" ");
    if (keyword.toUpperCase() === "FROM") {
      const [from = "", , name] = text.split(" ");
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
      continue;
    }
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), text });
  }
  return stages;
}

/** The command of an exec-form instruction (`CMD ["node", "x.js"]`), or after HEALTHCHECK's options. */
export function execForm(text: string): string[] {
  const json = text.slice(text.indexOf("["));
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every((word) => typeof word === "string"))
    throw new Error(`Not an exec-form command: ${text}`);
  return parsed;
}

/** NAME=value pairs of an ENV or ARG instruction (values without spaces, as ours are). */
export function assignments(text: string): Record<string, string> {
  return Object.fromEntries(
    text.split(" ").map((pair) => {
      const equals = pair.indexOf("=");
      return equals < 0 ? [pair, ""] : [pair.slice(0, equals), pair.slice(equals + 1)];
    }),
  );
}
