// Development: the API server (restarted on change) and the Vite dev server (which proxies /api to it).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", CLIENT_DIR: "build/client", ...process.env },
  }),
  spawn("npx", ["react-router", "dev"], { stdio: "inherit", env: process.env }),
];

function stopAll(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll());
process.on("SIGTERM", () => stopAll());
