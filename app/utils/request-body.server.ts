/** Largest body the public forms accept; the contact form's longest valid submission is far smaller. */
export const MAX_FORM_BYTES = 64 * 1024;

export const PAYLOAD_TOO_LARGE = "This form submission is too large. Please shorten your message and try again.";
const UNREADABLE = "The form could not be read. Please reload the page and try again.";

export type FormBody = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

/**
 * The request's form fields, refusing bodies over `maxBytes` before parsing them. The server's
 * Content-Length check (server/body-limit.ts) stops honest clients early; this counts the bytes as
 * they stream, which also covers chunked bodies and a Content-Length that lies.
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormBody> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, status: 413, message: PAYLOAD_TOO_LARGE };
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    if (request.body) {
      const reader = request.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > maxBytes) {
          // Stop reading; the 413 carries Connection: close so the rest is never read.
          reader.releaseLock();
          return { ok: false, status: 413, message: PAYLOAD_TOO_LARGE };
        }
        chunks.push(value);
      }
    }
    const contentType = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
    const form = await new Response(Buffer.concat(chunks), { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, message: UNREADABLE };
  }
}

/** Headers for a refused body: a 413 closes the connection instead of draining the upload. */
export function bodyProblemHeaders(status: number): HeadersInit | undefined {
  return status === 413 ? { Connection: "close" } : undefined;
}
