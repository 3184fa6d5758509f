// `npm run lock:platforms`: records, in package-lock.json, the other platforms' optional
// native packages (next's swc, tailwind's oxide, biome's cli…) that this machine's registry
// mirror does not serve at our versions. `npm install` silently leaves them out, and `npm ci`
// then refuses the lock as out of sync. Recorded with their os/cpu, `npm ci` skips them here.
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "win32", "linux", "android", "freebsd", "openbsd", "sunos", "aix", "netbsd"];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "riscv64", "ppc64", "s390x", "loong64"];

/** Platform constraints read from the package name, as these packages name themselves. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes("musl")
    ? ["musl"]
    : parts.some((p) => p.startsWith("gnu"))
      ? ["glibc"]
      : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc } : {}),
  };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
    // npm writes `version` first and every other key in alphabetical order; writing them so
    // keeps the next `npm install` from reordering the lock.
    const fields = { ...platform, ...(meta.dev ? { dev: true } : {}), optional: true };
    packages[key] = {
      version,
      ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))),
    };
    added++;
  }
}
// npm keeps entries sorted by path.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`recorded ${added} optional platform packages`);
