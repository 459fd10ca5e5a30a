import { lookup } from "node:dns/promises";
import net from "node:net";

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "").replace(/^::ffff:/i, "");
  if (net.isIPv4(plain)) return plain.split(".")[0] === "127";
  return net.isIPv6(plain) && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(plain);
}

/**
 * The bench fires tens of thousands of requests: it only ever aims at this machine. A host name
 * counts as loopback only if every address it resolves to is.
 */
export async function assertLoopbackTarget(target: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new Error(`not a URL: ${target}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`only http(s) targets: ${target}`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address);
  if (addresses.length === 0 || !addresses.every(isLoopbackAddress)) {
    throw new Error(
      `refusing to benchmark ${url.host}: the bench only runs against this machine (127.0.0.1, ::1, localhost)`,
    );
  }
  return url;
}
