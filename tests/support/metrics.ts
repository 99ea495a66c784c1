/** One sample of Prometheus's text format: `name{label="value",…} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  return text.split("\n").flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    return [{ name: match[1] ?? "", labels, value: Number(match[3]) }];
  });
}

/** The value of the first sample of `name` carrying every label of `labels`, or undefined when there is none. */
export function metricValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  return samplesOf(text).find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

/** Every series name a scrape exposes, a histogram's `_bucket`, `_sum` and `_count` included. */
export function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name = "", type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === "histogram" || type === "summary") {
      for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${name}${suffix}`);
    }
  }
  return names;
}
