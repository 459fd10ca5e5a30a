import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

export { MIN_PASSWORD_LENGTH } from "./admin-users";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

type ScryptParams = { N: number; r: number; p: number };

/** OWASP's current minimum for scrypt: 2^17 × 8 × 128 bytes = 128 MiB of memory per hash. */
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
/**
 * Each hash holds 128 MiB while it runs, so at most this many run at once; the rest wait their turn.
 * A burst of sign-ins then costs time, not the server's memory.
 */
const MAX_CONCURRENT_HASHES = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; twice that leaves room for OpenSSL's own bookkeeping.
  return withHashSlot(() =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...params, maxmem: 256 * params.N * params.r }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PASSWORD_HASH_PARAMS;
  const key = await derive(password, salt, KEY_LENGTH, PASSWORD_HASH_PARAMS);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !saltB64 || !keyB64) return null;
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(saltB64, "base64"),
    key: Buffer.from(keyB64, "base64"),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(actual, parsed.key);
}

/** True for a hash made with weaker parameters than today's: it is redone at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < PASSWORD_HASH_PARAMS.N || r < PASSWORD_HASH_PARAMS.r || p < PASSWORD_HASH_PARAMS.p;
}

/** A hash no password matches, verified when the email is unknown so both cases take as long. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("hex"));
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
