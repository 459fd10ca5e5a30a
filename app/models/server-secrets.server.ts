import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { serverSecrets } from "~/db/schema";

const cache = new Map<string, Promise<Buffer>>();

/**
 * A 256-bit secret named `name`, created on first use and stored in the database so that every
 * instance (and this one after a restart) uses the same. Cached per process once read.
 */
export function getServerSecret(db: Db, name: string): Promise<Buffer> {
  let secret = cache.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    cache.set(name, secret);
    // A failed read (database away) must not stick: the next caller tries again.
    secret.catch(() => cache.delete(name));
  }
  return secret;
}

async function loadOrCreate(db: Db, name: string): Promise<Buffer> {
  // Two instances starting at once both insert; the primary key keeps the first, and both read it back.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return Buffer.from(row.value, "base64");
}
