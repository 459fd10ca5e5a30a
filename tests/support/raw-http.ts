import http from "node:http";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: string };

/**
 * One HTTP request exactly as given: any method (TRACE), a path fetch would normalise ("//host/x",
 * "/a/../b"), and headers fetch refuses to set (Host). For probing what the server does with them.
 */
export function rawRequest(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The client's own address, e.g. any 127.x.y.z on Linux: the server sees a different client per address. */
    localAddress?: string;
  },
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** How many times `name` appears among a response's raw headers (a header sent twice counts twice). */
export function headerCount(response: RawResponse, name: string): number {
  return response.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name.toLowerCase())
    .length;
}
