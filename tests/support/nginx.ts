/**
 * The deployment's nginx site (deploy/nginx/harmoni-yoga.conf) run for a test or the bench: the file a studio
 * copies, with its well-known values (ports, paths, certificate, upstream servers) replaced for a temp prefix, in
 * a minimal main config, as a child process in the foreground. Any value the deploy file no longer contains fails
 * the start, so the file tested is always the file shipped.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect as tcpConnect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "./free-port.ts";
import { waitFor } from "./wait-for.ts";

export const NGINX = "/usr/sbin/nginx";
export const DEPLOY_CONF = fileURLToPath(new URL("../../deploy/nginx/harmoni-yoga.conf", import.meta.url));
/** nginx's own list of types for the main config (the site sets its files' types itself). */
const MIME_TYPES = "/etc/nginx/mime.types";

export interface StartNginxOptions {
  /** The server instances behind nginx, "host:port" each, in place of the deploy file's 127.0.0.1:3000 and :3001. */
  upstreams: string[];
  /** The client build nginx serves (build/client). */
  clientDir: string;
  /** The folder `npm run nginx:headers` wrote its two includes to (build/nginx). */
  headersDir: string;
  /**
   * true (the default): the site over TLS and HTTP/2 with a fresh self-signed certificate, and the plain-HTTP
   * server that redirects to it. false: the site's server listens on plain HTTP/1.1 instead, and there is no
   * redirecting server (for wrk, which speaks no TLS).
   */
  tls?: boolean;
  /** nginx's worker_processes (1 by default: one worker, like one Node process, for fair comparisons). */
  workerProcesses?: number;
}

export interface RunningNginx {
  /** https://127.0.0.1:<port>: the site over TLS (HTTP/2 or HTTP/1.1 by ALPN); undefined when `tls: false`. */
  httpsUrl: string | undefined;
  /** http://127.0.0.1:<port>: the redirect to httpsUrl, or the site itself when `tls: false`. */
  httpUrl: string;
  /** The self-signed certificate (PEM) to trust for httpsUrl; undefined when `tls: false`. */
  certificate: string | undefined;
  /** The site's access log: one line per request with `request_id=<nginx's $request_id>`. */
  accessLogPath: string;
  errorLogPath: string;
  /** The access log's lines so far. */
  accessLog(): string[];
  /** Graceful stop (SIGQUIT: requests in hand are answered), then the temp prefix is removed. Idempotent. */
  stop(): Promise<void>;
}

/** The nginx refused to start or did not answer in time, with its error log. */
export class NginxStartError extends Error {
  constructor(message: string, errorLog: string) {
    super(`${message}\nnginx error log:\n${errorLog || "(empty)"}`);
    this.name = "NginxStartError";
  }
}

const run = promisify(execFile);
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 10_000;
/** Free ports are found by binding port 0 and closing it: another process may take one meanwhile, so retry. */
const START_ATTEMPTS = 3;

/** A self-signed ECDSA certificate for 127.0.0.1 and localhost, valid for a day. */
async function makeCertificate(dir: string): Promise<{ certificate: string; key: string }> {
  const certificate = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=DNS:localhost,IP:127.0.0.1",
    "-keyout",
    key,
    "-out",
    certificate,
  ]);
  return { certificate, key };
}

/** Replaces `from` (a string, or a pattern with the g flag) and fails if the deploy file does not contain it. */
function replace(text: string, from: string | RegExp, to: string, expected = 1): string {
  const count = typeof from === "string" ? text.split(from).length - 1 : (text.match(from) ?? []).length;
  if (count !== expected) {
    throw new Error(
      `${DEPLOY_CONF} holds ${count} × ${String(from)}, not ${expected}: tests/support/nginx.ts must follow the change.`,
    );
  }
  return typeof from === "string" ? text.split(from).join(to) : text.replace(from, to);
}

interface Rendering {
  prefix: string;
  logs: string;
  httpPort: number;
  httpsPort: number;
  tls: { certificate: string; key: string } | undefined;
}

/** The deploy file with this run's values. */
export function renderSite(deployConf: string, options: StartNginxOptions, rendering: Rendering): string {
  const { logs, httpPort, httpsPort, tls } = rendering;
  if (options.upstreams.length === 0) throw new Error("startNginx needs at least one upstream.");
  let site = deployConf;
  site = replace(site, "/srv/harmoni-yoga/build/nginx/", `${resolve(options.headersDir)}/`, 2);
  site = replace(site, "root /srv/harmoni-yoga/build/client;", `root ${resolve(options.clientDir)};`);
  site = replace(
    site,
    /^( *)server 127\.0\.0\.1:3000 (.*);\n *server 127\.0\.0\.1:3001 .*;$/gm,
    options.upstreams.map((upstream) => `$1server ${upstream} $2;`).join("\n"),
  );
  site = replace(site, "/var/log/nginx/", `${logs}/`, 2);
  site = replace(site, "root /var/www/letsencrypt;", `root ${join(rendering.prefix, "acme")};`);
  site = replace(site, "listen [::]:80;\n", "");
  site = replace(site, "listen [::]:443 ssl http2;\n", "");
  if (tls) {
    site = replace(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
    site = replace(site, "listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`);
    site = replace(site, "https://$host$request_uri", `https://$host:${httpsPort}$request_uri`);
    site = replace(site, /ssl_certificate .*;/g, `ssl_certificate ${tls.certificate};`);
    site = replace(site, /ssl_certificate_key .*;/g, `ssl_certificate_key ${tls.key};`);
  } else {
    // The redirecting server goes: there is no TLS to send anyone to.
    site = replace(site, /^server \{\n {4}listen 80;\n[\s\S]*?\n\}\n/gm, "");
    site = replace(site, "listen 443 ssl http2;", `listen 127.0.0.1:${httpPort};`);
    site = replace(site, /^ *ssl_.*\n/gm, "", 5);
  }
  return site;
}

function mainConfig(prefix: string, logs: string, workers: number, sitePath: string): string {
  return `worker_processes ${workers};
pid ${join(prefix, "nginx.pid")};
error_log ${join(logs, "error.log")} warn;
events { worker_connections 4096; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${join(prefix, "body")};
  proxy_temp_path ${join(prefix, "proxy")};
  fastcgi_temp_path ${join(prefix, "fastcgi")};
  uwsgi_temp_path ${join(prefix, "uwsgi")};
  scgi_temp_path ${join(prefix, "scgi")};
  access_log off;
  include ${sitePath};
}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = tcpConnect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  child.kill("SIGQUIT");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function attempt(options: StartNginxOptions, prefix: string): Promise<RunningNginx> {
  const logs = join(prefix, "logs");
  const tlsWanted = options.tls ?? true;
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const tls = tlsWanted ? await makeCertificate(prefix) : undefined;
  const sitePath = join(prefix, "harmoni-yoga.conf");
  const configPath = join(prefix, "nginx.conf");
  const errorLogPath = join(logs, "harmoni-yoga.error.log");
  const accessLogPath = join(logs, "harmoni-yoga.access.log");
  await writeFile(
    sitePath,
    renderSite(await readFile(DEPLOY_CONF, "utf8"), options, { prefix, logs, httpPort, httpsPort, tls }),
  );
  await writeFile(configPath, mainConfig(prefix, logs, options.workerProcesses ?? 1, sitePath));
  const child = spawn(
    NGINX,
    ["-p", prefix, "-e", join(logs, "error.log"), "-c", configPath, "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const errors = () => {
    const mainLog = join(logs, "error.log");
    return `${stderr}${existsSync(mainLog) ? readFileSync(mainLog, "utf8") : ""}`;
  };
  const ports = tlsWanted ? [httpPort, httpsPort] : [httpPort];
  try {
    await waitFor(async () => {
      if (child.exitCode !== null)
        throw new NginxStartError(`nginx exited with ${child.exitCode}.`, errors());
      return (await Promise.all(ports.map(listening))).every(Boolean);
    }, START_TIMEOUT_MS);
  } catch (error) {
    await stopChild(child);
    const cause = (error as Error).cause;
    if (cause instanceof NginxStartError) throw cause;
    throw new NginxStartError(`nginx did not listen within ${START_TIMEOUT_MS / 1000} s.`, errors());
  }
  let stopped: Promise<void> | undefined;
  return {
    httpsUrl: tlsWanted ? `https://127.0.0.1:${httpsPort}` : undefined,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: tls?.certificate,
    accessLogPath,
    errorLogPath,
    accessLog: () =>
      existsSync(accessLogPath) ? readFileSync(accessLogPath, "utf8").split("\n").filter(Boolean) : [],
    stop() {
      stopped ??= stopChild(child).then(() => rm(prefix, { recursive: true, force: true }));
      return stopped;
    },
  };
}

/**
 * Starts nginx with deploy/nginx/harmoni-yoga.conf in front of `upstreams`, serving `clientDir` with the headers
 * in `headersDir`, on free ports of 127.0.0.1, everything (config, certificate, logs, temp files) in a fresh temp
 * prefix. Resolves once every listener accepts connections; rejects with nginx's error log if it will not start
 * (a port taken meanwhile is retried on others).
 */
export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx-light).`);
  for (let tries = 1; ; tries++) {
    const prefix = await mkdtemp(join(tmpdir(), "harmoni-nginx-"));
    await mkdir(join(prefix, "logs"));
    try {
      return await attempt(options, prefix);
    } catch (error) {
      await rm(prefix, { recursive: true, force: true });
      const portTaken = error instanceof NginxStartError && /Address already in use/.test(error.message);
      if (!portTaken || tries === START_ATTEMPTS) throw error;
    }
  }
}
