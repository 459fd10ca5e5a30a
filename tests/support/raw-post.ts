import net from "node:net";

/**
 * Sends raw bytes, so a test can choose Content-Length and chunking freely. Stops sending once the
 * server has answered (as a browser does), and resolves with the answer.
 */
export function rawPost(port: number, head: string, chunks: Buffer[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let reply = "";
    const finish = () => {
      socket.destroy();
      resolve(reply);
    };
    socket.on("data", (chunk) => {
      reply += chunk.toString("latin1");
      const end = reply.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /\r\ncontent-length: (\d+)/i.exec(reply.slice(0, end));
      const body = reply.slice(end + 4);
      if (length ? body.length >= Number(length[1]) : body.endsWith("0\r\n\r\n")) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      reply || error.code === "EPIPE" ? resolve(reply) : reject(error),
    );
    socket.on("close", () => resolve(reply));
    socket.write(head, async () => {
      for (const chunk of chunks) {
        // Give the server a moment to answer before each further chunk.
        await new Promise((done) => setTimeout(done, 20));
        if (reply || socket.destroyed) return;
        await new Promise((done) => socket.write(chunk, done));
      }
    });
  });
}

/** `total` bytes of "a" as HTTP/1.1 chunks of 16 KB, with the closing chunk. */
export function chunkedBody(total: number): Buffer[] {
  const size = 0x4000;
  const chunks = Array.from({ length: Math.ceil(total / size) }, () =>
    Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), Buffer.alloc(size, "a"), Buffer.from("\r\n")]),
  );
  return [...chunks, Buffer.from("0\r\n\r\n")];
}
