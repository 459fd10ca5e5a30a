import http from "node:http";

/**
 * What a vulnerability scanner's crawl sends: `count` requests, each to a URL never asked before —
 * unknown paths, query strings on real pages, unknown articles, and contact posts that fail validation.
 * 16 at a time, like a crawler's pool.
 */
export async function crawlDistinctUrls(baseUrl: string, count: number, offset = 0): Promise<Record<string, number>> {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const statuses: Record<string, number> = {};
  const send = (i: number) =>
    new Promise<number>((resolve) => {
      let pathname: string;
      let body: string | undefined;
      switch (i % 6) {
        case 0:
          pathname = `/wp-admin/${i}/setup-config.php`;
          break;
        case 1:
          pathname = `/?utm_source=scan${i}`;
          break;
        case 2:
          pathname = `/blog?page=${i}&q=%27%20or%201%3D1`;
          break;
        case 3:
          pathname = `/shop?q=item${i}&category=All`;
          break;
        case 4:
          pathname = `/blog/no-such-post-${i}`;
          break;
        default:
          pathname = `/contact?ref=${i}`;
          body = `name=x&email=bad${i}&message=${"a".repeat(i % 500)}`;
      }
      const request = http.request(
        {
          hostname,
          port,
          path: pathname,
          method: body ? "POST" : "GET",
          agent,
          headers: {
            "User-Agent": "Mozilla/5.0 (bench crawl)",
            "Accept-Encoding": "gzip, br",
            Origin: baseUrl,
            ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", () => resolve(0));
      request.end(body);
    });
  let next = offset;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < offset + count) {
        const status = await send(next++);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return statuses;
}
