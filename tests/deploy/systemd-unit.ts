/**
 * Reads a systemd unit file the way systemd does for what the deploy tests need: sections of Key=Value lines,
 * repeated keys kept in order, `#`/`;` comments, instance specifiers (%i) expanded, Environment= split into
 * assignments (systemd.exec(5)), and time spans in seconds (systemd.time(7)).
 */
export interface SystemdUnit {
  /** Every value of a key, in file order; empty when the key is absent. */
  all(section: string, key: string): string[];
  /** The key's last value (later assignments override earlier ones). */
  get(section: string, key: string): string | undefined;
}

export function parseUnit(text: string, instance: string): SystemdUnit {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header?.[1]) {
      current = new Map();
      sections.set(header[1], current);
      continue;
    }
    const equals = line.indexOf("=");
    if (!current || equals < 0) throw new Error(`Not a unit file line: ${line}`);
    const key = line.slice(0, equals).trim();
    const value = line
      .slice(equals + 1)
      .trim()
      .replace(/%(.)/g, (_, specifier: string) => {
        if (specifier === "i") return instance;
        if (specifier === "%") return "%";
        throw new Error(`Specifier %${specifier} is not handled by this reader: ${line}`);
      });
    current.set(key, [...(current.get(key) ?? []), value]);
  }
  return {
    all: (section, key) => sections.get(section)?.get(key) ?? [],
    get: (section, key) => sections.get(section)?.get(key)?.at(-1),
  };
}

/** The variables of Environment= lines: space-separated NAME=value words, double quotes kept together. */
export function environmentOf(unit: SystemdUnit): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of unit.all("Service", "Environment")) {
    for (const word of line.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) {
      const assignment = word.replace(/"/g, "");
      const equals = assignment.indexOf("=");
      variables[assignment.slice(0, equals)] = assignment.slice(equals + 1);
    }
  }
  return variables;
}

/** A time span such as `45s`, `2min`, `1min 30s` or a bare number of seconds. */
export function seconds(span: string): number {
  let total = 0;
  for (const [, amount, unit] of span.matchAll(/(\d+(?:\.\d+)?)\s*(ms|s|sec|min|m|h)?/g)) {
    const factor = { ms: 0.001, s: 1, sec: 1, min: 60, m: 60, h: 3600 }[unit ?? "s"] ?? 1;
    total += Number(amount) * factor;
  }
  return total;
}
