import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { media, teamMembers } from "~/db/schema";
import { type TeamMemberInput, teamMemberTranslation } from "~/features/site-content/team-member-schema";
import { defaultLocale, type Locale } from "~/utils/locale";
import { mediaSrc, mediaVersion, PORTRAIT_WIDTH } from "~/utils/media-urls";
import type { TextLangs } from "~/utils/translations";

import { localized, withLocalizedAlt } from "./localized-rows.server";
import { type ImageChoice, resolveImageChoice } from "./media.server";
import { updateVersionedWithImage } from "./optimistic-version.server";
import { inTransaction, type MoveDirection, moveRow, nextPosition } from "./ordering.server";

export type TeamMember = typeof teamMembers.$inferSelect;

/** The texts a member is translated in (decision 080); the name is a proper name. */
export const TEAM_MEMBER_TEXT_FIELDS = teamMemberTranslation.fields satisfies readonly (keyof TeamMember)[];

export function listTeamMembers(db: Db): Promise<TeamMember[]> {
  return db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt), asc(teamMembers.id));
}

export async function getTeamMember(db: Db, id: string): Promise<TeamMember | null> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
  return row ?? null;
}

export type TeamMemberSaveResult = { ok: true; id: string } | { ok: false; reason: "stale" | "missing" };

export function createTeamMember(db: Db, input: TeamMemberInput, photo: ImageChoice): Promise<string> {
  return inTransaction(db, async (tx) => {
    const photoMediaId = await resolveImageChoice(tx, photo);
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...input, photoMediaId, position: await nextPosition(tx, teamMembers) })
      .returning({ id: teamMembers.id });
    return row!.id;
  });
}

/**
 * Updates the fields, and the photo when another is chosen (the old one stays in the library), only
 * while the member is still at `version`, the one the form was loaded at.
 */
export async function updateTeamMember(
  db: Db,
  id: string,
  version: number,
  input: TeamMemberInput,
  photo: ImageChoice | null,
): Promise<TeamMemberSaveResult> {
  const store = photo && ((tx: Db) => resolveImageChoice(tx, photo));
  const saved = await updateVersionedWithImage(db, teamMembers, id, version, { column: "photoMediaId", store }, input);
  return saved.ok ? { ok: true, id } : saved;
}

/** Returns the deleted member's name, or null when there was none. The photo stays in the library. */
export async function deleteTeamMember(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ name: teamMembers.name });
  return row?.name ?? null;
}

export function moveTeamMember(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, teamMembers, id, direction);
}

// ---- Public read ----

export type PublicTeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  imageUrl: string;
  imageAlt: string;
  imageAltLang: Locale;
  /** Each "" when not given: the card then shows no icon for it. */
  email: string;
  linkedinUrl: string;
  twitterUrl: string;
  langs: TextLangs<(typeof TEAM_MEMBER_TEXT_FIELDS)[number]>;
};

/** The visible team members in the order staff set, with their photos' versioned URLs and library alt text. */
export async function listTeam(db: Db, locale: Locale = defaultLocale): Promise<PublicTeamMember[]> {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      bio: teamMembers.bio,
      email: teamMembers.email,
      linkedinUrl: teamMembers.linkedinUrl,
      twitterUrl: teamMembers.twitterUrl,
      translations: teamMembers.translations,
      photoMediaId: teamMembers.photoMediaId,
      photoSha256: media.sha256,
      imageAlt: media.alt,
      imageAltTranslations: media.translations,
    })
    .from(teamMembers)
    .innerJoin(media, eq(media.id, teamMembers.photoMediaId))
    .where(eq(teamMembers.visible, true))
    .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt));
  return rows.map(({ photoMediaId, photoSha256, ...member }) => ({
    ...withLocalizedAlt(localized(member, locale, TEAM_MEMBER_TEXT_FIELDS), locale),
    imageUrl: mediaSrc({ id: photoMediaId, version: mediaVersion(photoSha256) }, PORTRAIT_WIDTH),
  }));
}
