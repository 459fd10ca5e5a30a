import http from "node:http";

/**
 * GET `url` from `connections` keep-alive connections for `durationMs`, timing every response: req/s
 * and exact percentiles (autocannon reports p97.5 but no p95).
 */
export async function measureLatency(
  url: string,
  connections: number,
  durationMs: number,
): Promise<{ rps: number; p50: number; p95: number; p99: number; statuses: Record<string, number> }> {
  const { hostname, port, pathname, search } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const end = performance.now() + durationMs;
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
      while (performance.now() < end) await once();
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
    statuses,
  };
}
