// `npm test`: typecheck, lint, unit + integration tests, then the browser suite against a fresh build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function step(title, command, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
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
step("typecheck", bin("react-router"), ["typegen"]);
step("typecheck", bin("tsc"), []);
step("lint", bin("eslint"), ["."]);
// Integration tests start the production build, so it is made first (from scratch: no stale build).
step("build", bin("react-router"), ["build"], { ...process.env, BASE_PATH: "", BUILD_DIR: "" });
step("unit and integration tests", bin("vitest"), ["run"]);
ensureChromium();
step("browser tests", bin("vitest"), ["run", "--config", "vitest.e2e.config.ts"]);
console.log("\n✔ all checks passed");
