// `npm test`: typecheck, lint and a fresh build side by side, then the unit + integration tests and the
// browser suite against that build, side by side. Each step's time is printed, and a summary at the end (decision 159).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const timings = [];

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function fail(title) {
  console.error(`\n✖ ${title} failed`);
  printTimings();
  process.exit(1);
}

function printTimings() {
  if (timings.length === 0) return;
  console.log("\nstep times:");
  for (const [title, time] of timings) console.log(`  ${title.padEnd(28)} ${time}`);
}

/** A step whose output goes straight to the terminal. */
function step(title, command, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  timings.push([title, seconds(started)]);
  if (result.status !== 0) fail(title);
}

/**
 * Steps that run side by side (none of them reads what another writes). Each one's output is held and
 * printed whole when it ends, so the log reads as if they had run one after another.
 */
async function together(steps) {
  console.log(`\n▶ ${steps.map(([title]) => title).join(", ")} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ([title, command, args, env = process.env]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => {
            const time = seconds(started);
            timings.push([title, time]);
            console.log(`\n▷ ${title} (${time})${output.trim() ? `\n${output.trimEnd()}` : ""}`);
            resolve({ title, ok: code === 0 });
          });
        }),
    ),
  );
  const failed = results.find((result) => !result.ok);
  if (failed) fail(failed.title);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${CHROMIUM} is missing. Install Debian's chromium package (sudo apt-get install chromium), then run npm test again.`,
    );
    process.exit(1);
  }
  step("installing Debian's chromium (needed by the browser tests)", "sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null",
  ]);
}

const bin = (name) => `node_modules/.bin/${name}`;
const started = performance.now();
// Route types first: both tsc and the type-aware lint rules read them.
step("route types", bin("react-router"), ["typegen"]);
// tsc and eslint are single-threaded and the build waits on its own I/O: on two cores the three take about
// as long together as the longest two one after another. Integration tests start the production build, so
// it is made here, from scratch (no stale build).
await together([
  ["typecheck", bin("tsc"), []],
  ["lint", bin("eslint"), ["."]],
  ["formatting", bin("prettier"), ["--check", "--log-level", "warn", "."]],
  ["build", bin("react-router"), ["build"], { ...process.env, BASE_PATH: "", BUILD_DIR: "" }],
]);
ensureChromium();
// Side by side as well (decision 158): the unit and integration files mostly wait, the browser files mostly
// compute, so the browser suite runs in the other's idle time instead of after it. Each holds its own
// output until it ends.
await together([
  ["unit and integration tests", bin("vitest"), ["run"]],
  ["browser tests", bin("vitest"), ["run", "--config", "vitest.e2e.config.ts"]],
]);
timings.push(["total", seconds(started)]);
printTimings();
console.log("\n✔ all checks passed");
