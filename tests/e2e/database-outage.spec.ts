/**
 * The lead form while PostgreSQL is unreachable, in a real browser against the production server
 * (`node build/node/server/main.js`) whose DATABASE_URL goes through a TCP proxy the test cuts and restores.
 * Runs only with TEST_DATABASE_URL (playwright.config.ts ignores it otherwise).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { type ChildServer, startChildServer } from "../support/child-server.ts";
import { postgresTestDatabase } from "../support/db.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { uniqueEmail } from "./fixtures.ts";
import { openDialog } from "./helpers.ts";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const FAILURE_TOAST = "Something went wrong. Please try again later.";
const SUCCESS_TOAST = "Thank you for your interest! We'll be in touch shortly.";

const database = postgresTestDatabase();
let proxy: TcpProxy;
let server: ChildServer | undefined;
let dataDir: string;

test.beforeAll(async () => {
  await database.setup();
  const databaseUrl = database.url;
  const target = new URL(databaseUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  dataDir = mkdtempSync(join(tmpdir(), "harmoni-outage-"));
  server = await startChildServer({
    buildDir: BUILD_DIR,
    env: {
      NODE_ENV: "production",
      DATABASE_URL: proxy.via(databaseUrl),
      DATA_DIR: dataDir,
      CLIENT_DIR: `${BUILD_DIR}/client`,
      LEAD_RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await server?.exited;
  await proxy?.close();
  await database.teardown();
  rmSync(dataDir, { recursive: true, force: true });
});

async function leadRows(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query("select 1 from leads where email = $1", [email]);
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

test("with the database cut off the form keeps its values and shows the error toast; once back, it goes through", async ({
  page,
}) => {
  const email = uniqueEmail("outage");
  await page.goto(`${server?.origin}/`);
  const dialog = await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first());
  const fields = {
    name: dialog.getByLabel("Name"),
    email: dialog.getByLabel("Email"),
    phone: dialog.getByRole("textbox", { name: "Phone" }),
  };
  await fields.name.fill("Sam Rivera");
  await fields.email.fill(email);
  await fields.phone.fill("415-555-0123");
  const phoneAsTyped = await fields.phone.inputValue();
  const submit = dialog.getByRole("button", { name: "Request a call back" });

  proxy.cut();
  const refused = page.waitForResponse((response) => response.url().endsWith("/api/hubspot-lead"));
  await submit.click();
  expect((await refused).status()).toBe(503);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: FAILURE_TOAST })).toBeVisible();
  await expect(fields.name).toBeEnabled();
  await expect(fields.name).toHaveValue("Sam Rivera");
  await expect(fields.email).toHaveValue(email);
  await expect(fields.phone).toHaveValue(phoneAsTyped);
  expect(await leadRows(email)).toBe(0);

  proxy.restore();
  await submit.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: SUCCESS_TOAST })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
  expect(await leadRows(email)).toBe(1);
});
