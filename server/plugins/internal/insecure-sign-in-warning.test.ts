import { afterEach, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "#tests/support/child-server.ts";

const WARNING_END =
  "staff sign-in works only when the site is opened over HTTPS (or on localhost), because in production " +
  "the session cookie is Secure and browsers drop it over plain http. Serve the site over HTTPS and set " +
  "PUBLIC_URL to its https:// address.";

/** The server as deployed: started as a process, and its log read as an operator would. */
describe("the warning at start about staff sign-in over plain http", { timeout: 90_000 }, () => {
  let child: ChildServer | undefined;

  afterEach(async () => {
    child?.kill("SIGTERM");
    await child?.exited;
    child = undefined;
  });

  const start = async (env: Record<string, string>) => {
    child = await startChildServer({ env: { DATA_DIR: "memory://", ...env } });
    return child;
  };
  const warnings = (server: ChildServer) =>
    server.logs.filter((line) => line.level === 40 && String(line.msg).includes("staff sign-in"));

  it("is logged in production when PUBLIC_URL is http", async () => {
    const server = await start({ NODE_ENV: "production", PUBLIC_URL: "http://studio.lan:3000" });
    expect(warnings(server)).toMatchObject([
      {
        publicUrl: "http://studio.lan:3000",
        msg: `PUBLIC_URL is http://studio.lan:3000, not https: ${WARNING_END}`,
      },
    ]);
  });

  it("is logged in production when PUBLIC_URL is not set", async () => {
    const server = await start({ NODE_ENV: "production" });
    expect(warnings(server)).toMatchObject([
      {
        publicUrl: null,
        msg: `PUBLIC_URL is not set, so the site's address is not known to be https: ${WARNING_END}`,
      },
    ]);
  });

  it.each([
    [
      "in production with an https PUBLIC_URL",
      { NODE_ENV: "production", PUBLIC_URL: "https://harmoniyoga.example" },
    ],
    ["outside production over http", { NODE_ENV: "test", PUBLIC_URL: "http://studio.lan:3000" }],
  ])("is not logged %s", async (_case, env) => {
    const server = await start(env);
    expect(server.logs.some((line) => String(line.msg).startsWith("Server listening at "))).toBe(true);
    expect(warnings(server)).toEqual([]);
  });
});
