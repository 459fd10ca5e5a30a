import "./zod-config";

import { z } from "zod";

import { formsText, type ValidationText } from "~/words/forms";

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

type TextOptions = { label: string; max: number; multiline?: boolean; messages?: ValidationText };

/** A required visitor-typed text: trimmed, bounded, and free of control characters; messages in English unless given. */
export function visitorText({ label, max, multiline = false, messages = formsText.en.validation }: TextOptions) {
  return z.preprocess(
    normaliseLineBreaks,
    z
      .string({ error: messages.required(label) })
      .trim()
      // One spelling per text: Bengali "ো" arrives as one code point or as "ে" + "া" depending on the
      // keyboard, and the inbox search compares code points.
      .normalize("NFC")
      .min(1, messages.required(label))
      .max(max, messages.tooLong(label, max))
      .refine((value) => !FORBIDDEN_CONTROL.test(value), messages.notAllowed(label))
      .refine((value) => multiline || !LINE_BREAK.test(value), messages.oneLine(label)),
  );
}

/** An email address as people type it: trimmed, at most 254 characters, in email format. */
export function visitorEmailFor({
  label,
  messages = formsText.en.validation,
}: {
  label: string;
  messages?: ValidationText;
}) {
  return visitorText({ label, max: EMAIL_MAX, messages }).pipe(z.email({ error: messages.email }));
}

export const visitorEmail = visitorEmailFor({ label: formsText.en.contact.fieldNames.email });
