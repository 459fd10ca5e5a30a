import { data } from "react-router";
import type { z } from "zod";

import { type Db, getDb } from "~/db/client.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import type { SessionUser } from "~/models/sessions.server";
import { CHECK_FIELDS_MESSAGE, validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import {
  editTarget,
  entityOf,
  notFound,
  performListAction,
  readListIntent,
  recordSaved,
  submittedVersion,
} from "./editor-actions.server";

// The one save of the editors whose rows carry a version (decision 080): add, or update at the version the
// form was loaded at, then the audit entry and back to the list. Each screen passes what differs.

/** What a model's save answers: done (with the new row's id when it was added), or refused and why. */
export type SaveOutcome = { ok: true; id?: string } | { ok: false; reason: string };

export type VersionedSave<Input> = {
  /** The item's name in the toast, the audit trail and a 404 ("Core value"). */
  noun: string;
  listPath: string;
  /** What the audit trail calls the item. */
  title(input: Input): string;
  /** The new row's id, or why it was refused. */
  create(db: Db, input: Input): Promise<string | SaveOutcome>;
  update(db: Db, id: string, version: number, input: Input): Promise<SaveOutcome>;
  /** Refusals other than "stale" and "missing" (a taken name), each shown on its field. */
  conflicts?: Readonly<Record<string, { field: string; message: string }>>;
};

/**
 * Saves checked input: `id` null adds. A form loaded before someone else's save gets the stale message, and
 * a known conflict its field's message, each with `reply` (what was typed, and the screen's own fields such
 * as reselectFile); an item deleted meanwhile is a 404.
 */
export async function saveVersioned<Input, Reply extends Record<string, unknown>>(
  db: Db,
  { admin, id, form }: { admin: SessionUser; id: string | null; form: FormData },
  input: Input,
  save: VersionedSave<Input>,
  reply: Reply,
) {
  const saved = id ? await save.update(db, id, submittedVersion(form), input) : await save.create(db, input);
  const outcome: SaveOutcome = typeof saved === "string" ? { ok: true, id: saved } : saved;
  if (outcome.ok) {
    const entityId = outcome.id ?? id!;
    return recordSaved(db, {
      admin,
      noun: save.noun,
      title: save.title(input),
      listPath: save.listPath,
      entityId,
      created: !id,
    });
  }
  if (outcome.reason === "missing") throw notFound(save.noun);
  if (outcome.reason === "stale")
    return data(
      { formError: STALE_VERSION_MESSAGE, fieldErrors: {} as Record<string, string>, ...reply },
      { status: 409 },
    );
  const conflict = save.conflicts?.[outcome.reason];
  if (!conflict)
    throw new Error(`${save.noun}: a save was refused for a reason the editor does not know (${outcome.reason})`);
  const fieldErrors: Record<string, string> = { [conflict.field]: conflict.message };
  return data({ formError: CHECK_FIELDS_MESSAGE, fieldErrors, ...reply }, { status: 400 });
}

/** A form of text fields only: how its values are read and checked. */
export type TextEditorForm<S extends z.ZodType, Values> = {
  values(form: FormData): Values;
  schema: S;
  requiredKeys: readonly string[];
};

/**
 * The action of an editor whose form has text fields only, after the route's guard: reads and checks the
 * form (a rejected one comes back with what was typed) and saves it.
 */
export async function saveTextEditor<S extends z.ZodType, Values>(
  request: Request,
  { admin, paramsId }: { admin: SessionUser; paramsId: string | undefined },
  editor: TextEditorForm<S, Values> & VersionedSave<z.output<S>>,
) {
  const id = editTarget(paramsId, editor.noun);
  const form = await requireFormBody(request);
  const values = editor.values(form);
  const result = validateForm(editor.schema, values, { requiredKeys: editor.requiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  return saveVersioned(getDb(), { admin, id, form }, result.data, editor, { values });
}

/**
 * The loader of an editor whose rows carry a version, after the route's guard: the add form (`new`) gets
 * nothing, an item its fields as the form shows them (`fields`) and the version the save must match.
 */
export async function loadForEdit<Row extends { version: number }, Fields>(
  paramsId: string | undefined,
  noun: string,
  get: (db: Db, id: string) => Promise<Row | null | undefined>,
  fields: (row: Row) => Fields,
): Promise<{ value: Fields | null; version: number | null }> {
  const id = editTarget(paramsId, noun);
  if (!id) return { value: null, version: null };
  const row = await get(getDb(), id);
  if (!row) throw notFound(noun);
  return { value: fields(row), version: row.version };
}

/**
 * The action of an ordered list screen after the route's guard: its delete and move buttons, recorded under
 * the noun's entity name ("Team member" → team_member, as the editor's saves are) with the usual toast.
 */
export async function orderedListAction(
  request: Request,
  admin: SessionUser,
  list: {
    noun: string;
    listPath: string;
    remove(db: Db, id: string): Promise<string | null>;
    move(db: Db, id: string, direction: "up" | "down"): Promise<boolean>;
  },
) {
  const db = getDb();
  return performListAction(db, await readListIntent(request), {
    admin,
    noun: list.noun,
    entity: entityOf(list.noun),
    listPath: list.listPath,
    deletedMessage: `${list.noun} deleted successfully`,
    remove: (id) => list.remove(db, id),
    move: (id, direction) => list.move(db, id, direction),
  });
}
