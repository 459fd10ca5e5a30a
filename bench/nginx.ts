import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { processTree } from "./processes";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"];

/** nginx's binary, or undefined (`apt-get install nginx-light` on Debian). */
export function findNginx(): string | undefined {
  return (
    CANDIDATES.find((file) => existsSync(file)) ??
    (spawnSync("sh", ["-c", "command -v nginx"]).stdout?.toString().trim() || undefined)
  );
}

/**
 * A static nginx (one worker, as our server is one process) serving the same bytes as files: the
 * baseline for CPU per cached request. It logs each request (to /dev/null) as our server does, and keeps
 * connections alive without limit, as Node does.
 */
export async function startNginx(
  binary: string,
  port: number,
  pages: Record<string, { body: Buffer; type: string }>,
): Promise<{ url: string; pids(): number[]; stop(): void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // Started as root, nginx's worker runs as an unprivileged user, which cannot enter mkdtemp's 0700 folder.
  chmodSync(dir, 0o755);
  const docroot = path.join(dir, "root");
  mkdirSync(docroot);
  const locations = Object.entries(pages).map(([pathname, page], i) => {
    writeFileSync(path.join(docroot, `${i}.html`), page.body);
    return `location = ${pathname} { default_type "${page.type}"; try_files /${i}.html =404; }`;
  });
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log /dev/null;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${docroot};
    ${locations.join("\n    ")}
  }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}${Object.keys(pages)[0]}`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start (see ${dir}/error.log)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pids: () => processTree(child.pid!),
    stop() {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
