/**
 * nginx serving the same build/client as our server, as the yardstick for static pages: precompressed .br (with
 * Debian's brotli static module when installed) and .gz files, the same clean URLs, one worker process like our one
 * Node process. Started from its own config and prefix in a temp dir and stopped after.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { exec, freePort, type RunningServer, stopProcess, waitForHttp } from "./processes.ts";

export const NGINX = "/usr/sbin/nginx";
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
export const NGINX_INSTALL_HINT =
  "apt-get install nginx-light libnginx-mod-http-brotli-static (nginx 1.22 on Debian bookworm)";

/** The calibration's file: a few bytes, so the run measures the generator's ceiling, not the transfer. */
const TINY_PATH = "/__bench-tiny.txt";
const TINY_BODY = "ok\n";

/** nginx serving the build, and the tiny file the calibration asks for. */
export interface Yardstick extends RunningServer {
  tinyPath: string;
  tinyBytes: number;
}

export interface NginxSetup {
  version: string;
  /** Which precompressed encodings nginx serves: gzip_static always, brotli_static when the module exists. */
  encodings: string[];
}

export async function nginxSetup(): Promise<NginxSetup | undefined> {
  if (!existsSync(NGINX)) return undefined;
  const { stderr } = await exec(NGINX, ["-v"]);
  const version = stderr.trim().replace(/^nginx version: /, "");
  return { version, encodings: existsSync(BROTLI_STATIC_MODULE) ? ["br", "gzip"] : ["gzip"] };
}

function config(setup: NginxSetup, prefix: string, port: number, clientDir: string): string {
  const brotli = setup.encodings.includes("br");
  return `${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ""}daemon off;
master_process on;
worker_processes 1;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "error.log")} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/manifest+json webmanifest; }
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${join(prefix, "body")};
  proxy_temp_path ${join(prefix, "proxy")};
  fastcgi_temp_path ${join(prefix, "fastcgi")};
  uwsgi_temp_path ${join(prefix, "uwsgi")};
  scgi_temp_path ${join(prefix, "scgi")};
  gzip_static on;
  ${brotli ? "brotli_static on;" : ""}
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html $uri.html =404; }
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location = ${TINY_PATH} { root ${join(prefix, "tiny")}; }
  }
}
`;
}

export async function startNginx(setup: NginxSetup, prefix: string, clientDir: string): Promise<Yardstick> {
  await mkdir(join(prefix, "tiny"), { recursive: true });
  await writeFile(join(prefix, "tiny", TINY_PATH), TINY_BODY);
  const port = await freePort();
  const configPath = join(prefix, "nginx.conf");
  await writeFile(configPath, config(setup, prefix, port, clientDir));
  const child = spawn(NGINX, ["-p", prefix, "-e", join(prefix, "error.log"), "-c", configPath], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, child);
  } catch (error) {
    await stopProcess(child, "SIGQUIT");
    throw error;
  }
  // SIGQUIT is nginx's graceful stop: the master waits for its worker.
  return {
    origin,
    stop: () => stopProcess(child, "SIGQUIT"),
    tinyPath: TINY_PATH,
    tinyBytes: Buffer.byteLength(TINY_BODY),
  };
}
