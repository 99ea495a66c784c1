// The npm registry reachable from our machines serves only the platform packages our Linux x64 machines use,
// so `npm install` leaves other platforms' optional native packages (biome, rollup, tailwind oxide, ...) out
// of package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds each missing optional
// package back with its platform (os/cpu/libc read from its name), which is what a lock written on an
// unrestricted registry holds; npm skips such entries on other platforms without fetching them.
// Run after `npm install` changes the lock: `node scripts/lockfile-foreign-platforms.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "win32",
  "sunos",
  "aix",
  "netbsd",
];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.includes("musl") ? "musl" : os === "linux" ? "glibc" : undefined;
  if (!cpu) return undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[path === "" ? hoisted : packages[hoisted] ? nested : hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-foreign-platforms: added ${added} optional platform packages`);
