import { readFileSync } from "node:fs";

/** The pid and every descendant of it (Linux /proc), e.g. npm and the server it runs. */
export function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, "utf8").trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

function statusKb(pid: number, field: string): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in MB. */
export function treeRssMb(pid: number): number {
  return rssMb(processTree(pid));
}

/** Resident memory of these processes together, in MB. */
export function rssMb(pids: number[]): number {
  return Math.round(pids.reduce((sum, each) => sum + statusKb(each, "VmRSS"), 0) / 1024);
}

/** Resident memory of each process of the tree, for the notes ("npm 55 MB + server 210 MB"). */
export function treeRssParts(pid: number): { command: string; mb: number }[] {
  return processTree(pid).map((each) => {
    let command = "?";
    try {
      // The program and its first argument that is not an option: "node build/server/server.js", not its V8 flags.
      const [program, ...args] = readFileSync(`/proc/${each}/cmdline`, "utf8").split("\0").filter(Boolean);
      command = [program, args.find((arg) => !arg.startsWith("-"))].filter(Boolean).join(" ");
    } catch {
      // ended
    }
    return { command, mb: Math.round(statusKb(each, "VmRSS") / 1024) };
  });
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system) the processes have used so far, in ms. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command (which may hold spaces) start after the last ")".
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // ended
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
