import "./zod-config";
import { z } from "zod";
import { EMAIL_MAX } from "./form";

/**
 * C0 controls other than tab and newline, DEL and the C1 controls. A carriage return only survives as
 * part of a CRLF line break, which `normaliseLineBreaks` turns into "\n" before this runs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\r\n]/;

function normaliseLineBreaks(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\r\n/g, "\n") : value;
}

type TextOptions = { label: string; max: number; multiline?: boolean };

/** A required visitor-typed text: trimmed, bounded, and free of control characters. */
export function visitorText({ label, max, multiline = false }: TextOptions) {
  return z.preprocess(
    normaliseLineBreaks,
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
      .refine((value) => !FORBIDDEN_CONTROL.test(value), `${label} contains characters that are not allowed`)
      .refine((value) => multiline || !LINE_BREAK.test(value), `${label} must be on one line`),
  );
}

/** An email address as people type it: trimmed, at most 254 characters, in email format. */
export const visitorEmail = visitorText({ label: "Email", max: EMAIL_MAX }).pipe(
  z.email({ error: "Enter a valid email address, like name@example.com" }),
);
