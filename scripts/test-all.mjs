// `npm test`: the unit and DB tests, with the code checks (typecheck, lint, import rules, dead
// code) beside them; then the production build; then the end-to-end tests, with the reliability
// suite beside them. Every stage runs even after a failure (but the browser tests need a build),
// and the last line totals every test that ran: "N passed, N failed".
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

const startedAt = Date.now();
const out = ".data/test-results";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0 };
const summary = [];
// The names of failed tests, repeated under the summary: CI keeps only the output's tail.
const failures = [];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)}s`;

/** A stage whose output is printed as it comes; started without blocking, for those beside it. */
async function run(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const { status, took } = await spawnStage(command, args, "inherit", extraEnv);
  summary.push(`${status === 0 ? "ok  " : "FAIL"} ${name} (${took})`);
  return status === 0;
}

/** A stage's JSON report, or null when it is missing or cut short (the stage then fails). */
function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  } catch {
    return null;
  }
}

const vitestArgs = (jsonName, args) => [
  "vitest",
  "run",
  ...args,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${out}/${jsonName}`,
];

/** A vitest run whose passed and failed tests count into the totals (a crash counts as one failure). */
async function vitestStage(name, jsonName, args = []) {
  countVitest(jsonName, await run(name, "npx", vitestArgs(jsonName, args)));
}

/**
 * A child started without blocking, so the event loop stays free for a stage running beside it:
 * its exit status (1 if it could not start) and how long it took, to its own exit. A child that
 * cannot start emits "error" and may emit "exit" too: the first one counts.
 */
function spawnStage(command, args, stdio, extraEnv = {}) {
  const started = Date.now();
  const child = spawn(command, args, { stdio, env: { ...env, ...extraEnv } });
  return new Promise((resolve) => {
    let settled = false;
    const done = (status) => {
      if (settled) return;
      settled = true;
      resolve({ status, took: seconds(started) });
    };
    child.on("exit", done);
    child.on("error", () => done(1));
  });
}

/**
 * A stage started beside the stage that follows, its output kept in a file. `exited` settles when
 * it ends; `finish` then prints its output whole, so it does not interleave with the other
 * stage's, adds its line to the summary, and resolves to whether it passed.
 */
function besideStage(name, command, args) {
  const log = `${out}/${name.replace(/\W+/g, "-")}.log`;
  const fd = openSync(log, "w");
  const exited = spawnStage(command, args, ["ignore", fd, fd]);
  closeSync(fd);
  return {
    exited,
    async finish() {
      const { status, took } = await exited;
      console.log(`\n▶ ${name}: ${command} ${args.join(" ")}\n${readFileSync(log, "utf8")}`);
      summary.push(`${status === 0 ? "ok  " : "FAIL"} ${name} (${took})`);
      return status === 0;
    },
  };
}

function countVitest(jsonName, ok) {
  const report = readJson(`${out}/${jsonName}`);
  if (report) {
    failures.push(...failedTests(report));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  } else totals.failed += 1;
}

/** "file › test: first line of the error" for each failed test, or file that failed to load. */
function failedTests(report) {
  const firstLine = (text = "") => text.split("\n").find((line) => line.trim()) ?? "";
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, "");
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    if (failed.length === 0 && file.status === "failed")
      return [`${where}: ${firstLine(file.message)}`];
    return failed.map(
      (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

/** "spec › test (at file:line): the error's first lines" for each Playwright test that failed. */
function failedSpecs(report) {
  const suites = (suite) => [suite, ...(suite.suites ?? []).flatMap(suites)];
  return report.suites.flatMap(suites).flatMap((suite) =>
    (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const error = test.results.at(-1)?.error;
          // Playwright colours its messages; CI's log should read as text.
          const plain = stripVTControlCharacters(error?.message ?? "");
          const first = plain
            .split("\n")
            .filter((line) => line.trim())
            .slice(0, 8)
            .join(" / ");
          const where = error?.location;
          const at = where ? ` (at ${where.file.split("/").at(-1)}:${where.line})` : "";
          return `${spec.file}:${spec.line} › ${spec.title}${at}: ${first}`;
        }),
    ),
  );
}

/** A stage that is not made of tests counts as one check that passed or failed. */
async function check(name, command, args, extraEnv = {}) {
  const ok = await run(name, command, args, extraEnv);
  totals[ok ? "passed" : "failed"] += 1;
  return ok;
}

// The checks that read the code run beside the unit and DB tests, which leave some of the
// machine idle (their first seconds are a global setup on one core).
// The checks run one after another; `next typegen` first writes the route types (.next/types),
// so tsc checks them as `next build` would, and the build below skips its own type check
// (next.config.mjs). A missing knip fails its check in words, never downloads.
const codeChecks = [
  ["typecheck", "sh", ["-c", "npx next typegen && npx tsc --noEmit"]],
  ["lint", "npx", ["biome", "check", "."]],
  [
    "import rules",
    "npx",
    [
      "depcruise",
      "--config",
      ".dependency-cruiser.cjs",
      "app",
      "features",
      "components",
      "lib",
      "scripts",
    ],
  ],
  // Dead code (knip.json: Next's entry points, the scripts, tests, bench and e2e): an unused
  // file, export or dependency fails.
  existsSync("node_modules/.bin/knip")
    ? ["dead code", "npx", ["knip"]]
    : [
        "dead code",
        "sh",
        ["-c", "echo 'knip is not installed (a devDependency: npm install)'; exit 1"],
      ],
];
const checks = [];
const checked = (async () => {
  for (const [name, command, args] of codeChecks) {
    const stage = besideStage(name, command, args);
    checks.push(stage);
    await stage.exited;
  }
})();

console.log(
  `\n▶ beside the unit and DB tests: ${codeChecks.map(([name]) => name).join(", ")} (their output follows)`,
);

// Without a PostgreSQL server the DB tests run on PGlite only; say so where the totals are read.
const postgres = process.env.TEST_DATABASE_URL
  ? "PGlite and PostgreSQL"
  : "PGlite only: PostgreSQL runs skipped, set TEST_DATABASE_URL (.ci/run does)";
await vitestStage(`unit and DB tests (${postgres})`, "vitest.json");
await checked;
for (const stage of checks) totals[(await stage.finish()) ? "passed" : "failed"] += 1;

const built = await check("build", "npx", ["next", "build"], { CAMS_BUILD_TYPES_CHECKED: "1" });

// The reliability suite (tests/reliability, `npm run test:reliability`) needs PostgreSQL: it
// kills and restarts servers against it (on a cluster of its own for the restart). With
// TEST_DATABASE_URL (.ci/run sets it) it runs beside the end-to-end tests, whose browsers leave
// an eighth of the machine idle; a third of its own time is spent waiting on its servers (the
// sandbox's own, under tsx, not the build) and on PostgreSQL. Beside the build, it slowed the
// build by half.
const reliability = process.env.TEST_DATABASE_URL
  ? besideStage("reliability suite (PostgreSQL)", "npx", [
      ...vitestArgs("reliability.json", ["--config", "vitest.reliability.config.ts"]),
    ])
  : null;
if (reliability) console.log("\n▶ beside the end-to-end tests: the reliability suite");

if (built) {
  // No traces: recording one costs every test an eighth of its time, passing or not, and here a
  // failure is read from its printed error. `npx playwright test <spec>` keeps a failure's trace.
  const e2eOk = await run("end-to-end tests", "npx", ["playwright", "test", "--trace", "off"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`,
  });
  const report = readJson(`${out}/playwright.json`);
  const stats = report?.stats;
  if (report) failures.push(...failedSpecs(report));
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected + (e2eOk || stats.unexpected > 0 ? 0 : 1);
  } else totals.failed += 1;
}
if (reliability) countVitest("reliability.json", await reliability.finish());
else summary.push("skip reliability suite (needs TEST_DATABASE_URL)");

console.log(`\n${summary.join("\n")}\ntotal (${seconds(startedAt)})\n`);
for (const failure of failures) console.log(`✗ ${failure.slice(0, 700)}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
