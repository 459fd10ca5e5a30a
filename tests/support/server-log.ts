import type { TestServer } from "./server";

export type LogLine = Record<string, unknown> & { level?: string; msg?: string };

function parseLines(text: string): LogLine[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

/** The server's JSON log lines so far (its plain console lines are skipped). */
export function logLines(server: TestServer): LogLine[] {
  return parseLines(server.output());
}

/** The request log line of the request sent with X-Request-Id `id` (waits briefly: it is written on finish). */
export async function requestLogLine(server: TestServer, id: string): Promise<LogLine> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const line = logLines(server).find((entry) => entry.reqId === id && entry.msg?.startsWith("request"));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for request ${id}`);
}

/**
 * What the server printed since `mark` (a length of server.output() taken earlier) that an operator
 * would read as a fault: error-level log lines, and stack traces printed outside the logger.
 */
export function faultsSince(server: TestServer, mark: number): string[] {
  const text = server.output().slice(mark);
  const errors = parseLines(text)
    .filter((line) => line.level === "error" || line.level === "fatal")
    .map((line) => JSON.stringify(line));
  const stacks = text
    .split("\n")
    .filter((line) => /^\s+at .+\(.+:\d+:\d+\)$/.test(line) || /^(Error|TypeError|URIError|RangeError)\b/.test(line));
  return [...errors, ...stacks];
}
