import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { testDatabases } from "#tests/support/db.ts";
import { exposedNames } from "#tests/support/metrics.ts";
import { useTestApp } from "#tests/support/test-app.ts";

/**
 * The sample alert rules and dashboard in deploy/monitoring/ are only useful if every metric they name is one
 * /metrics serves: a renamed metric would leave an alert that never fires and a panel that stays empty.
 */

const folder = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "deploy", "monitoring");
const read = (file: string) => readFileSync(join(folder, file), "utf8");

interface Rule {
  alert: string;
  expr: string;
  labels: { severity: string };
  annotations: { summary: string };
}

const rules = (parse(read("harmoni-alerts.rules.yml")) as { groups: { rules: Rule[] }[] }).groups.flatMap(
  (group) => group.rules,
);
const dashboard = JSON.parse(read("harmoni-dashboard.json")) as {
  panels: { title: string; targets: { expr: string }[] }[];
  templating: { list: { query: string }[] };
};
const queries = [
  ...rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr })),
  ...dashboard.panels.flatMap((panel) =>
    panel.targets.map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr })),
  ),
  ...dashboard.templating.list.map((variable) => ({ where: "dashboard variable", expr: variable.query })),
];
/** Our metrics and Node's process metrics; anything else (`up`, functions, labels) is Prometheus's. */
const namesIn = (expr: string) =>
  [...expr.matchAll(/\b(?:harmoni|process|nodejs)_\w+/g)].map(([name]) => name);

describe("deploy/monitoring", () => {
  it("has alert rules with a severity and a summary, and dashboard panels, that name metrics", () => {
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) {
      expect(rule.labels.severity, rule.alert).toMatch(/^(page|warn)$/);
      expect(rule.annotations.summary, rule.alert).not.toBe("");
    }
    expect(dashboard.panels.length).toBeGreaterThan(5);
    expect(queries.flatMap(({ expr }) => namesIn(expr)).length).toBeGreaterThan(20);
  });

  describe.each(testDatabases())("against /metrics on $name", (database) => {
    const token = "monitoring-test-token-0123456789abcdef";
    const server = useTestApp(database, { config: { metricsToken: token } });

    it("names only metrics /metrics serves", async () => {
      // A request first, so the labelled HTTP series exist as well as their names.
      await server.app.inject("/healthz");
      const response = await server.app.inject({
        url: "/metrics",
        headers: { authorization: `Bearer ${token}` },
      });
      const exposed = exposedNames(response.body);
      // PGlite has no connection pool: its gauges exist on PostgreSQL only (docs/operations/metrics.md).
      const servedHere = (name: string) =>
        exposed.has(name) || (database.name === "PGlite" && name.startsWith("harmoni_db_pool_"));
      const unknown = queries.flatMap(({ where, expr }) =>
        namesIn(expr)
          .filter((name) => !servedHere(name))
          .map((name) => `${where}: ${name}`),
      );
      expect(unknown).toEqual([]);
    });
  });
});
