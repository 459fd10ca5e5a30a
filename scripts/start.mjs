// `npm start`: build when there is no build (or it was made for another BASE_PATH), then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const basePath = process.env.BASE_PATH ?? "";
const stampFile = "build/.base-path";
const built = existsSync("build/server/index.js") && existsSync(stampFile) && readFileSync(stampFile, "utf8") === basePath;

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!built) {
  console.log(basePath ? `Building for BASE_PATH=${basePath} …` : "Building …");
  run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"]);
  writeFileSync(stampFile, basePath);
}
run(process.execPath, ["--import", "tsx", "server.ts"], { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" });
