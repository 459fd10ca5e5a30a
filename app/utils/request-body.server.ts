import { formsText } from "~/words/forms";

/** Largest body a form without files may send; the contact form's longest valid submission is far smaller. */
export const MAX_FORM_BYTES = 64 * 1024;

export const PAYLOAD_TOO_LARGE = formsText.en.tooLarge;
const UNREADABLE = formsText.en.unreadable;

export type FormBody = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

export type BodyLimit = {
  /** Largest body read; more is refused with 413. */
  maxBytes?: number;
  /** The 413's message (an upload field names its own limit). */
  tooLarge?: string;
};

/**
 * The one way an action reads a form body (urlencoded or multipart). A declared Content-Length over
 * `maxBytes` is refused before anything is read; otherwise the bytes are counted as they stream, which
 * also covers chunked bodies and a Content-Length that lies, so an oversized body is never buffered whole.
 * The server's Content-Length check (server/body-limit.ts) stops honest clients earlier still.
 */
export async function readFormBody(
  request: Request,
  { maxBytes = MAX_FORM_BYTES, tooLarge = PAYLOAD_TOO_LARGE }: BodyLimit = {},
): Promise<FormBody> {
  const refused = { ok: false, status: 413, message: tooLarge } as const;
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return refused;
  let received = 0;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        // Failing the stream stops the parser; the 413 closes the connection, so the rest is never read.
        if (received > maxBytes) controller.error(new Error(tooLarge));
        else controller.enqueue(chunk);
      },
    }),
    // Cancelling the request's body would destroy the socket before the 413 could be sent.
    { preventCancel: true },
  );
  const contentType = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  try {
    return {
      ok: true,
      form: await new Response(counted ?? null, { headers: { "Content-Type": contentType } }).formData(),
    };
  } catch {
    return received > maxBytes ? refused : { ok: false, status: 400, message: UNREADABLE };
  }
}

/** Headers for a refused body: a 413 closes the connection instead of draining the upload. */
export function bodyProblemHeaders(status: number): HeadersInit | undefined {
  return status === 413 ? { Connection: "close" } : undefined;
}

/**
 * `readFormBody` for actions with nowhere better to say it: a refused body is thrown as a plain-text
 * 400 or 413 response (no browser form of ours comes near the limit).
 */
export async function requireFormBody(request: Request, limit?: BodyLimit): Promise<FormData> {
  const body = await readFormBody(request, limit);
  if (body.ok) return body.form;
  throw new Response(body.message, { status: body.status, headers: bodyProblemHeaders(body.status) });
}
