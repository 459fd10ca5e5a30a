import { type CheckedBlocks, MAX_BLOCKS, type StoredBlock } from "~/features/pages/stored-block";
import { translatedLocales } from "~/utils/locale";
import { cleanRichText } from "~/utils/rich-text";

import type { BlockDefinition, BlockField } from "./block-type";
import { isTranslatedKind } from "./block-type";
import { cardsBlock } from "./cards-block";
import { contactFormBlock } from "./contact-form-block";
import { ctaBlock } from "./cta-block";
import { customCardsBlock } from "./custom-cards-block";
import { faqBlock } from "./faq-block";
import { figuresBlock } from "./figures-block";
import { heroBlock } from "./hero-block";
import { imageTextBlock } from "./image-text-block";
import { logoStripBlock } from "./logo-strip-block";
import { newsletterBlock } from "./newsletter-block";
import { richTextBlock } from "./rich-text-block";

/**
 * Every block type a page may hold, in the order the editor offers them (decision 173). A new type is one file
 * beside these (its fields with their Zod rules, and its `Render`) and one entry here.
 */
export const blockTypes: readonly BlockDefinition[] = [
  heroBlock,
  richTextBlock,
  imageTextBlock,
  // Decision 176: chosen and written cards, figures, FAQ, logo strip, call to action.
  cardsBlock,
  customCardsBlock,
  figuresBlock,
  faqBlock,
  logoStripBlock,
  ctaBlock,
  // Decision 177: the contact form and the newsletter sign-up.
  contactFormBlock,
  newsletterBlock,
];

export function blockTypeNamed(type: string): BlockDefinition | undefined {
  return blockTypes.find((definition) => definition.type === type);
}

/** The names of a block type's translated fields (none for an unknown type): the translation status's. */
export function blockTextFields(type: string): readonly string[] {
  const definition = blockTypeNamed(type);
  return definition ? translatedFields(definition).map((field) => field.name) : [];
}

/** A block's id: short, and safe in a form field's name (`b.<id>.heading`). */
export const BLOCK_ID = /^[A-Za-z0-9_-]{1,24}$/;

/** The form name of a block's field in `locale` (English when none): "b.x1.heading", "bn.b.x1.heading". */
export function blockFieldName(blockId: string, field: string, locale?: string): string {
  return locale ? `${locale}.b.${blockId}.${field}` : `b.${blockId}.${field}`;
}

/** The fields of a type whose text differs by language. */
export function translatedFields(definition: BlockDefinition): BlockField[] {
  return definition.fields.filter((field) => isTranslatedKind(field.kind));
}

export type BlocksCheck =
  | { ok: true; blocks: CheckedBlocks; mediaIds: string[] }
  | { ok: false; fieldErrors: Record<string, string>; formError: string };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Checks a page's blocks before any write: each type is declared, each field meets its rule in English and
 * (when written) in each translation, rich text is cleaned against the blog's allowlist, and the type's own
 * checks hold. Refusals are keyed by the fields' form names. What it accepts is the only list a page saves.
 */
export function checkBlocks(blocks: readonly StoredBlock[]): BlocksCheck {
  const fieldErrors: Record<string, string> = {};
  if (blocks.length > MAX_BLOCKS)
    return { ok: false, fieldErrors, formError: `A page holds at most ${MAX_BLOCKS} blocks: remove some.` };
  const checked: StoredBlock[] = [];
  const mediaIds = new Set<string>();
  const ids = new Set<string>();
  for (const block of blocks) {
    const definition = blockTypeNamed(block.type);
    if (!definition || !BLOCK_ID.test(block.id) || ids.has(block.id))
      return { ok: false, fieldErrors, formError: "The blocks could not be read. Reload the page and try again." };
    ids.add(block.id);
    if (definition.onePerPage && checked.some((other) => other.type === block.type))
      return {
        ok: false,
        fieldErrors,
        formError: `A page holds one ${definition.label.toLowerCase()} block: remove the other.`,
      };
    const data: Record<string, unknown> = {};
    const translations: Record<string, Record<string, unknown>> = {};
    for (const field of definition.fields) {
      const value = checkField(field, block.data[field.name], blockFieldName(block.id, field.name), fieldErrors);
      if (value !== undefined) data[field.name] = value;
      if (field.kind === "image" && typeof value === "string" && value !== "") mediaIds.add(value);
      if (field.kind === "rich" && value) for (const id of richImages(value)) mediaIds.add(id);
      if (!isTranslatedKind(field.kind)) continue;
      for (const locale of translatedLocales) {
        const raw = block.translations[locale]?.[field.name];
        if (isBlank(raw) || (field.kind === "rich" && isEmptyRich(raw))) continue;
        const name = blockFieldName(block.id, field.name, locale);
        const translated = checkField(field, raw, name, fieldErrors);
        if (translated === undefined) continue;
        (translations[locale] ??= {})[field.name] = translated;
        if (field.kind === "rich") for (const id of richImages(translated)) mediaIds.add(id);
      }
    }
    definition.refine?.(data, (field, message) => {
      fieldErrors[blockFieldName(block.id, field)] ??= message;
    });
    checked.push({ id: block.id, type: block.type, data, translations });
  }
  if (Object.keys(fieldErrors).length > 0)
    return { ok: false, fieldErrors, formError: "Please correct the highlighted fields" };
  return { ok: true, blocks: checked as unknown as CheckedBlocks, mediaIds: [...mediaIds] };
}

function checkField(field: BlockField, raw: unknown, name: string, errors: Record<string, string>): unknown {
  if (field.kind === "rich") {
    const cleaned = cleanRichText(typeof raw === "string" ? raw || "{}" : (raw ?? {}));
    if (!cleaned.ok) {
      errors[name] = cleaned.message;
      return undefined;
    }
    return cleaned.doc;
  }
  const parsed = field.rule.safeParse(field.kind === "items" ? listOf(raw) : typeof raw === "string" ? raw : "");
  if (!parsed.success) {
    errors[name] = parsed.error.issues[0]?.message ?? "Check this field";
    return undefined;
  }
  return parsed.data;
}

/** A chosen-items field as the form sent it (one value, several, or none) or as stored (a list). */
function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  return typeof raw === "string" && raw !== "" ? [raw] : [];
}

function isEmptyRich(raw: unknown): boolean {
  const cleaned = cleanRichText(typeof raw === "string" ? raw : (raw ?? {}));
  return !cleaned.ok || cleaned.doc.content.every((node) => !node.content || node.content.length === 0);
}

function richImages(doc: unknown): string[] {
  const cleaned = cleanRichText(doc);
  return cleaned.ok ? cleaned.imageMediaIds : [];
}
