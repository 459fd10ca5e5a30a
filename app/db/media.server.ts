import { createHash } from "node:crypto";
import type { Db } from "./client.server";
import { media } from "./schema";

export type NewMedia = { bytes: Uint8Array; mime: string; width?: number | null; height?: number | null; parentId?: string };

export async function insertMedia(db: Db, file: NewMedia): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({
      bytes: file.bytes,
      mime: file.mime,
      byteSize: file.bytes.byteLength,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      width: file.width ?? null,
      height: file.height ?? null,
      parentId: file.parentId ?? null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error("media insert returned no row");
  return row.id;
}
