// First half of `npm start`: build when there is no build (or it was made for another BASE_PATH), then
// exit, so that the server `npm start` runs next is the only process it leaves besides npm itself.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const basePath = process.env.BASE_PATH ?? "";
const stampFile = "build/.base-path"; // written by every build (vite.config.ts)
const built =
  existsSync("build/server/server.js") && existsSync(stampFile) && readFileSync(stampFile, "utf8") === basePath;

if (!built) {
  console.log(basePath ? `Building for BASE_PATH=${basePath} …` : "Building …");
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
