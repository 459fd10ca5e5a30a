import "./zod-config";

import { z } from "zod";

/** Only web links: a `javascript:` or `data:` URL in a public link would be an attack, and `ftp:` is no page. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** An optional link (empty means none, and then no icon is shown) that must be http(s) when given. */
export function optionalHttpUrl(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} link can be at most ${max} characters`)
    .refine((value) => value === "" || isHttpUrl(value), "Enter a link starting with http:// or https://");
}
