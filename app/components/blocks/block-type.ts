import type { ReactNode } from "react";
import { z } from "zod";

import type { ItemSource } from "~/features/pages/item-sources";
import type { PublicBlockItem } from "~/models/block-items.server";
import type { Locale } from "~/utils/locale";

// What a block type declares (decision 173): its fields (how the editor shows each, which are translated) and
// the Zod rule of each, and how a visitor sees it. One file per type (hero-block.tsx, …), listed once in
// registry.ts; the editor, the save's check, the translation of its texts and the public page read the file.

/** How a field is edited and stored. */
export type BlockFieldKind =
  /** One line of text, translated. */
  | "text"
  /** A paragraph, translated. */
  | "textarea"
  /** The blog's rich text (decision 081): Tiptap JSON cleaned on save, rendered to HTML on the server. */
  | "rich"
  /** A media library image (its id); its alt text is a `text` field named `<name>Alt`. */
  | "image"
  /** Where a button leads: a path on this site or an https:// address; the same in every language. */
  | "link"
  /**
   * Items chosen from other content (services, FAQ items, …; decision 176), in order, the same in every
   * language: stored as "<source>:<id>" references, shown in the page's language from the items' own
   * translations. The field's `sources` names which content it offers.
   */
  | "items";

export type BlockField = {
  name: string;
  label: string;
  kind: BlockFieldKind;
  /** Zod rule of the English value (a translation is checked with it too, empty allowed). */
  rule: z.ZodType<unknown>;
  hint?: string;
  maxLength?: number;
  /** A set of fields the editor shows under one subheading ("Card 1"), each next to the one before. */
  group?: string;
  /** Kind "items": the content it chooses from. */
  sources?: readonly ItemSource[];
};

/** A text, image or rich-text field whose language differs: `text` and `textarea` and `rich` are translated. */
export const isTranslatedKind = (kind: BlockFieldKind) => kind === "text" || kind === "textarea" || kind === "rich";

/** A block as a public page renders it: texts in the page's language, rich text as HTML, images resolved. */
export type PublicBlock = { id: string; type: string; data: Record<string, unknown> };

/** An image field as the page shows it. */
export type PublicImage = { src: string; srcSet: string; alt: string } | null;

export type BlockDefinition = {
  /** Stored in each block ("hero"); never change it once pages use it. */
  type: string;
  /** The editor's name for it ("Hero"). */
  label: string;
  /** What it is for, under the "Add block" choice. */
  description: string;
  fields: readonly BlockField[];
  /** At most one of it on a page (a form whose fields have fixed ids). */
  onePerPage?: boolean;
  /** Checks across fields (a button needs both its label and its link), given the English data. */
  refine?: (data: Record<string, unknown>, issue: (field: string, message: string) => void) => void;
  /** How a visitor sees it: `headingId` is unique on the page, for the section's aria-labelledby. */
  Render: (props: { data: Record<string, unknown>; headingId: string; first: boolean }) => ReactNode;
};

export function defineBlock(definition: BlockDefinition): BlockDefinition {
  return definition;
}

/** A short text: required or not, at most `max` characters. */
export function textRule(label: string, max: number, required = false) {
  const rule = z.string().trim().max(max, `${label} can be at most ${max} characters`);
  return required ? rule.min(1, `${label} is required`) : rule;
}

/** A button's link: empty, a path on this site, or an https:// address. */
export const linkRule = z
  .string()
  .trim()
  .max(500, "A link can be at most 500 characters")
  .refine(
    (value) => value === "" || (/^\/(?!\/)\S*$/.test(value) && !value.includes("\\")) || /^https:\/\/\S+$/.test(value),
    "Enter a path on this site starting with /, or an address starting with https://",
  );

/** A media library id, or empty for none. */
export const imageRule = z.union([z.literal(""), z.uuid("Choose the image again")]);

/** Text of `data[name]` as a string (public renderers read their data with these). */
export function textOf(data: Record<string, unknown>, name: string): string {
  const value = data[name];
  return typeof value === "string" ? value : "";
}

/** The chosen items of an "items" field that still exist, in the order chosen (deleted ones are left out). */
export function itemsOf(data: Record<string, unknown>, name: string): PublicBlockItem[] {
  const value = data[name];
  return Array.isArray(value) ? (value as PublicBlockItem[]) : [];
}

export function imageOf(data: Record<string, unknown>, name: string): PublicImage {
  const value = data[name];
  return value && typeof value === "object" ? (value as PublicImage) : null;
}

/**
 * The key of a public block's data naming the fields shown in another language than the page's: on a Bengali
 * page, the English of a text not yet translated (decision 177). Renderers mark those texts with `BlockText`
 * (block-text.tsx) or, for rich text and an image's alt, with `langOf`.
 */
export const SHOWN_IN_KEY = "$shownIn";

/** The language field `name` is shown in when it is not the page's (an English fallback), else undefined. */
export function langOf(data: Record<string, unknown>, name: string): Locale | undefined {
  const shownIn = data[SHOWN_IN_KEY];
  return shownIn && typeof shownIn === "object" ? (shownIn as Record<string, Locale>)[name] : undefined;
}
