import http from "node:http";

/**
 * GET `url` from `connections` keep-alive connections for `durationMs` (or until `durationMs()` says done),
 * timing every response: req/s and exact percentiles (autocannon reports p97.5 but no p95).
 */
export async function measureLatency(
  url: string,
  connections: number,
  durationMs: number | (() => boolean),
): Promise<{
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  statuses: Record<string, number>;
}> {
  const { hostname, port, pathname, search } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const end = typeof durationMs === "number" ? performance.now() + durationMs : Number.POSITIVE_INFINITY;
  const done = typeof durationMs === "number" ? () => performance.now() >= end : durationMs;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(
          {
            hostname,
            port,
            path: `${pathname}${search}`,
            agent,
            headers: { "Accept-Encoding": "gzip, br", "User-Agent": "Mozilla/5.0 (bench)" },
          },
          (response) => {
            response.resume();
            response.on("end", () => {
              times.push(performance.now() - started);
              statuses[response.statusCode ?? 0] = (statuses[response.statusCode ?? 0] ?? 0) + 1;
              resolve();
            });
          },
        )
        .on("error", () => resolve());
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done()) await once();
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return {
    rps: Math.round(times.length / ((performance.now() - started) / 1000)),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Math.round((times.at(-1) ?? 0) * 10) / 10,
    requests: times.length,
    statuses,
  };
}
