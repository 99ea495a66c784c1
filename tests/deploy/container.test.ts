// The Dockerfile and deploy/compose.yaml (docs/operations/containers.md): checked against what the server needs,
// the runtime stage replayed on this machine without an engine, and the image built and run with podman where
// podman is installed.
import { execFile, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { CONFIG_VARIABLES } from "#server/config";
import { waitFor } from "#tests/support/wait-for.ts";
import { assignments, execForm, parseDockerfile, type Stage } from "./dockerfile.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);
const packageJson = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};
const stages = parseDockerfile(readFileSync(join(ROOT, "Dockerfile"), "utf8"));
const stage = (name: string): Stage => {
  const found = stages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`The Dockerfile has no stage ${name}`);
  return found;
};
const texts = (of: Stage, keyword: string) =>
  of.instructions.filter((instruction) => instruction.keyword === keyword).map(({ text }) => text);
/** Every shell command of a stage's RUN lines, split at `&&`. */
const commands = (of: Stage) =>
  texts(of, "RUN").flatMap((text) => text.split("&&").map((part) => part.trim()));
const args = (of: Stage) => Object.assign({}, ...texts(of, "ARG").map(assignments)) as Record<string, string>;
/** A stage's ENV, with `${NAME}` replaced by its ARG's default, as a build without --build-arg gives it. */
const environment = (of: Stage): Record<string, string> => {
  const defaults = args(of);
  const env: Record<string, string> = Object.assign({}, ...texts(of, "ENV").map(assignments));
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      name,
      value.replace(/\$\{(\w+)\}/g, (_, arg: string) => defaults[arg] ?? ""),
    ]),
  );
};
/** The variables .env.example lists: the server's (server/config.ts) and those the build reads. */
const DOCUMENTED_VARIABLES = [
  ...readFileSync(join(ROOT, ".env.example"), "utf8").matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm),
].map(([, name]) => name);
/** The server's own shutdown deadline (server/main.ts), which every stop timeout must outlast. */
const SHUTDOWN_DEADLINE_SECONDS =
  Number(
    /SHUTDOWN_DEADLINE_MS = ([\d_]+);/
      .exec(readFileSync(join(ROOT, "server/main.ts"), "utf8"))?.[1]
      ?.replaceAll("_", ""),
  ) / 1000;

interface ComposeService {
  build?: { context: string; target: string; args?: Record<string, string> };
  image?: string;
  network_mode?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  stop_grace_period?: string;
}
const compose = parseYaml(readFileSync(join(ROOT, "deploy/compose.yaml"), "utf8"), { merge: true }) as {
  services: Record<string, ComposeService>;
};
/** A value as compose substitutes it: `${NAME:?message}` and `${NAME:-default}` with each variable set to "x". */
const interpolated = (value = "") => value.replace(/\$\{\w+(?::?[-?][^}]*)?\}/g, "x");
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`deploy/compose.yaml has no service ${name}`);
  return found;
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail()));
    });
  });
}

const scratch = mkdtempSync(join(tmpdir(), "harmoni-container-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the Dockerfile", () => {
  const build = stage("build");
  const runtime = stage("runtime");

  it("builds with the whole toolchain and runs with production dependencies only, as the default target", () => {
    expect(stages.at(-1)?.name).toBe("runtime");
    expect(commands(build)).toContain("npm ci --ignore-scripts");
    expect(commands(build)).toContain("npm run build");
    expect(commands(runtime)).toContain("npm ci --omit=dev --ignore-scripts");
    for (const command of stages.flatMap(commands)) {
      const script = /^npm run (\S+)/.exec(command)?.[1];
      if (script) expect(Object.keys(packageJson.scripts), command).toContain(script);
    }
    // The command is the one `npm run serve` runs.
    expect(execForm(texts(runtime, "CMD")[0] ?? "").join(" ")).toBe(packageJson.scripts.serve);
  });

  it("runs as a user of its own, healthy on /readyz, stopped with SIGTERM, its data in a volume", () => {
    const user = texts(runtime, "USER").at(-1);
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user);
    expect(
      commands(runtime).some((command) => command.includes(`useradd`) && command.endsWith(` ${user}`)),
    ).toBe(true);
    expect(texts(runtime, "STOPSIGNAL")).toEqual(["SIGTERM"]);
    const check = execForm(texts(runtime, "HEALTHCHECK")[0] ?? "");
    expect(check[0]).toBe("node");
    const script = check[1] ?? "";
    expect(texts(runtime, "COPY")).toContain(`${script} ./${script}`);
    expect(readFileSync(join(ROOT, script), "utf8")).toContain("/readyz");
    const env = environment(runtime);
    expect(texts(runtime, "VOLUME")).toEqual([env.DATA_DIR]);
    expect(texts(runtime, "EXPOSE")).toEqual([env.PORT]);
    // Every variable the image sets is one the server or the build reads.
    for (const name of Object.keys(env)) expect(DOCUMENTED_VARIABLES, name).toContain(name);
    // The settings baked into the image are the ones the pages were built with.
    for (const name of Object.keys(args(runtime))) expect(Object.keys(args(build)), name).toContain(name);
  });

  it("copies only what exists, and the build context leaves out local builds, dependencies and secrets", () => {
    const ignored = readFileSync(join(ROOT, ".dockerignore"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    for (const entry of [".env", "node_modules", "build", "data", ".git"]) expect(ignored).toContain(entry);
    for (const of of stages)
      for (const copy of texts(of, "COPY")) {
        const words = copy.split(" ");
        const fromBuild = words[0] === "--from=build";
        for (const source of words.slice(fromBuild ? 1 : 0, -1)) {
          const path = fromBuild ? source.replace(/^\/app\//, "") : source;
          expect(existsSync(join(ROOT, path)), copy).toBe(true);
          if (!fromBuild) expect(ignored, copy).not.toContain(path.split("/")[0]);
        }
      }
  });
});

describe("deploy/compose.yaml", () => {
  const apps = ["app1", "app2"].map(service);

  it("runs two servers of the runtime image on PostgreSQL and Redis, each started once those are healthy", () => {
    const ports = new Set<string>();
    for (const app of apps) {
      expect(app.build?.target).toBe("runtime");
      expect(app.healthcheck?.test).toEqual([
        "CMD",
        ...execForm(texts(stage("runtime"), "HEALTHCHECK")[0] ?? ""),
      ]);
      expect(app.depends_on?.postgres?.condition).toBe("service_healthy");
      expect(app.depends_on?.redis?.condition).toBe("service_healthy");
      expect(Number.parseInt(app.stop_grace_period ?? "0", 10)).toBeGreaterThan(SHUTDOWN_DEADLINE_SECONDS);
      const env = app.environment ?? {};
      for (const name of Object.keys(env)) expect(CONFIG_VARIABLES, name).toContain(name);
      expect(new URL(interpolated(env.DATABASE_URL)).hostname).toBe("postgres");
      expect(new URL(interpolated(env.REDIS_URL)).hostname).toBe("redis");
      ports.add(env.PORT ?? "");
      for (const name of Object.keys(app.build?.args ?? {}))
        expect(Object.keys(args(stage("build"))), name).toContain(name);
    }
    expect(ports.size).toBe(2);
    for (const name of ["postgres", "redis"])
      expect(service(name).healthcheck?.test.length).toBeGreaterThan(1);
  });

  it("puts nginx with deploy/nginx/harmoni-yoga.conf in front, on the servers' loopback, after both are healthy", () => {
    const nginx = service("nginx");
    expect(stages.map(({ name }) => name)).toContain(nginx.build?.target);
    const site = (nginx.volumes ?? [])
      .map((volume) => volume.split(":"))
      .find(([, target]) => target?.includes("sites-enabled"));
    expect(resolve(ROOT, "deploy", site?.[0] ?? "")).toBe(join(ROOT, "deploy/nginx/harmoni-yoga.conf"));
    for (const name of ["app1", "app2"]) expect(nginx.depends_on?.[name]?.condition).toBe("service_healthy");
    // One network namespace: nginx reaches 127.0.0.1:<PORT> as under systemd, and the servers trust loopback only.
    for (const app of apps) {
      expect(app.network_mode).toBe(nginx.network_mode);
      expect(app.environment?.HOST).toBe("127.0.0.1");
      expect(app.environment?.TRUST_PROXY).toBe("loopback");
    }
  });
});

describe("the runtime stage, replayed without a container engine", () => {
  it("installs with npm ci --omit=dev, starts from the copied build, is healthy, and stops with 0 at its STOPSIGNAL", async () => {
    const runtime = stage("runtime");
    const app = join(scratch, "app");
    mkdirSync(app);
    for (const copy of texts(runtime, "COPY")) {
      const words = copy.split(" ");
      const fromBuild = words[0] === "--from=build";
      const target = join(app, words.at(-1) ?? "");
      for (const source of words.slice(fromBuild ? 1 : 0, -1)) {
        const path = join(ROOT, fromBuild ? source.replace(/^\/app\//, "") : source);
        const into = target.endsWith("/") ? join(target, source.split("/").at(-1) ?? "") : target;
        mkdirSync(dirname(into), { recursive: true });
        cpSync(path, into, { recursive: true });
      }
    }
    // The stage's npm commands as written (not the user and folder set-up, which is the image's own).
    for (const command of commands(runtime).filter((line) => line.startsWith("npm ci"))) {
      const [npm = "", ...words] = command.split(" ");
      await run(npm, words, { cwd: app, env: { ...process.env, npm_config_prefer_offline: "true" } });
    }
    expect(existsSync(join(app, "node_modules/vitest"))).toBe(false);

    const port = String(await freePort());
    const env = {
      PATH: process.env.PATH ?? "",
      ...environment(runtime),
      HOST: "127.0.0.1",
      PORT: port,
      DATA_DIR: join(scratch, "data"),
    };
    const [node = "", ...serverArgs] = execForm(texts(runtime, "CMD")[0] ?? "");
    const server = spawn(node, serverArgs, { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    for (const stream of [server.stdout, server.stderr])
      stream?.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
      });
    const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
    const [checker = "", ...checkArgs] = execForm(texts(runtime, "HEALTHCHECK")[0] ?? "");
    try {
      await Promise.race([
        waitFor(
          () =>
            run(checker, checkArgs, { cwd: app, env }).then(
              () => true,
              () => false,
            ),
          150_000,
          500,
        ),
        exited.then((code) => Promise.reject(new Error(`The server exited with ${code}`))),
      ]);
    } catch (error) {
      server.kill("SIGKILL");
      throw new Error(`Never healthy: ${(error as Error).message}\n${output}`);
    }
    server.kill(texts(runtime, "STOPSIGNAL")[0] as NodeJS.Signals);
    expect(await exited, output).toBe(0);
  }, 420_000);
});

/** This machine's podman needs vfs storage, and runc with cgroupfs (crun refuses its hybrid cgroup layout). */
const PODMAN_OPTIONS = (
  process.env.PODMAN_OPTIONS ?? "--storage-driver=vfs --runtime=runc --cgroup-manager=cgroupfs"
).split(" ");
/** Limits below the sandbox's own hard limits, which a container may not raise (setrlimit: EPERM). */
const PODMAN_RUN_OPTIONS = (
  process.env.PODMAN_RUN_OPTIONS ?? "--ulimit=nofile=16384:16384 --ulimit=nproc=4096:4096"
).split(" ");
/** The base image: a registry's node:20-bookworm-slim, or one made by deploy/container/make-node-base.sh. */
const NODE_IMAGE = process.env.CONTAINER_NODE_IMAGE ?? "localhost/harmoni-node:20-bookworm";
const IMAGE = "localhost/harmoni-yoga:deploy-test";
/**
 * Building the image takes 15 to 25 minutes and 26 GB of vfs storage on our 2-core machines, too long for every
 * `npm test`: it runs when asked for, with TEST_CONTAINER_IMAGE=1 and podman installed (docs/operations/containers.md).
 */
const buildImage =
  process.env.TEST_CONTAINER_IMAGE === "1" && spawnSync("podman", ["--version"]).status === 0;

if (buildImage)
  describe("the image, built and run with podman", () => {
    const podman = (args: string[], timeout = 120_000) =>
      run("podman", [...PODMAN_OPTIONS, ...args], { cwd: ROOT, timeout, maxBuffer: 256 * 1024 * 1024 });

    it(
      "builds, runs as its own user without devDependencies, becomes healthy and stops with 0",
      async () => {
        if (spawnSync("podman", [...PODMAN_OPTIONS, "image", "exists", NODE_IMAGE]).status !== 0) {
          await run("deploy/container/make-node-base.sh", [NODE_IMAGE], {
            cwd: ROOT,
            env: { ...process.env, PODMAN: ["podman", ...PODMAN_OPTIONS].join(" ") },
            timeout: 20 * 60_000,
          });
        }
        // Docker's image format: the OCI format has no HEALTHCHECK and podman would drop it.
        await podman(
          [
            "build",
            "--format=docker",
            "--isolation=chroot",
            "--network=host",
            `--build-arg=NODE_IMAGE=${NODE_IMAGE}`,
            "--target=runtime",
            `--tag=${IMAGE}`,
            ".",
          ],
          40 * 60_000,
        );
        const port = String(await freePort());
        const { stdout } = await podman([
          "run",
          "--detach",
          "--network=host",
          ...PODMAN_RUN_OPTIONS,
          "--env=HOST=127.0.0.1",
          `--env=PORT=${port}`,
          IMAGE,
        ]);
        const container = stdout.trim();
        try {
          expect((await podman(["exec", container, "id", "-u"])).stdout.trim()).toBe("10001");
          await expect(podman(["exec", container, "test", "-e", "node_modules/vitest"])).rejects.toThrow();
          await waitFor(
            () =>
              podman(["healthcheck", "run", container]).then(
                () => true,
                () => false,
              ),
            180_000,
            1000,
          );
          await podman(["stop", "--time=45", container], 60_000);
          const { stdout: exitCode } = await podman(["inspect", "--format={{.State.ExitCode}}", container]);
          const { stdout: logs } = await podman(["logs", container]);
          expect(exitCode.trim(), logs).toBe("0");
          expect(logs).toContain('"msg":"shut down cleanly"');
        } finally {
          await podman(["rm", "--force", "--volumes", container]);
        }
      },
      60 * 60_000,
    );
  });
