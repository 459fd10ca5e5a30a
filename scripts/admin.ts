// `npm run admin -- <command> [options]`: the process around scripts/admin-cli.ts.
import { restrictNewFileModes } from "~/db/data-dir-lock.server";

import { runAdminCli } from "./admin-cli";

restrictNewFileModes();
runAdminCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
