import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** Runs a PostgreSQL binary as the `postgres` user when we are root (initdb and postgres refuse root). */
async function pgCommand(binary: string, args: string[]): Promise<string> {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const [command, commandArgs] = isRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(PG_BIN, binary), ...args]]
    : [path.join(PG_BIN, binary), args];
  const { stdout } = await run(command, commandArgs, { timeout: 60_000 });
  return stdout;
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
  const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
  return { uid, gid };
}

/**
 * A throwaway PostgreSQL cluster of our own (Debian's initdb/pg_ctl), for tests that need to stop
 * and restart the database under a running app: `start(port)`, `stop()`, `url`, then `destroy()`.
 */
export class PgCluster {
  private port = 0;

  private constructor(private readonly dir: string) {}

  /** initdb into a fresh temporary folder (owned by `postgres` when we are root); trust auth on localhost. */
  static async create(): Promise<PgCluster> {
    const dir = mkdtempSync(path.join(os.tmpdir(), "pg-cluster-"));
    if (typeof process.getuid === "function" && process.getuid() === 0) {
      const { uid, gid } = await postgresIds();
      chownSync(dir, uid, gid);
    }
    await pgCommand("initdb", [
      "-D",
      path.join(dir, "data"),
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    return new PgCluster(dir);
  }

  /** postgres://…/postgres on the port given to the last start(). */
  get url(): string {
    if (!this.port) throw new Error("the cluster has not been started");
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts (or restarts) the server on `port` and waits until it accepts connections. */
  async start(port: number): Promise<void> {
    this.port = port;
    const options = `-p ${port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    await pgCommand("pg_ctl", [
      "-D",
      path.join(this.dir, "data"),
      "-l",
      path.join(this.dir, "server.log"),
      "-o",
      options,
      "-w",
      "-t",
      "60",
      "start",
    ]);
  }

  /** Stops the server at once, dropping every connection (as a crash or network loss would). */
  async stop(): Promise<void> {
    await pgCommand("pg_ctl", ["-D", path.join(this.dir, "data"), "-m", "immediate", "-w", "stop"]);
  }

  /** Stops the server if it runs and deletes its files. */
  async destroy(): Promise<void> {
    await this.stop().catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}
