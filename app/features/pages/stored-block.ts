// How a page's blocks are stored (decision 173): in order, each with its type's fields in English and the
// other languages' texts beside them (decision 080, per block). What each type's fields are is its block file
// (app/components/blocks); the registry checks a list with Zod before any write (`checkBlocks`).

export type StoredBlock = {
  /** Stable within the page: the editor's keys and the public anchors. */
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** The translated fields by locale ("bn"); a field left empty shows the English. */
  translations: Record<string, Record<string, unknown>>;
};

/** A block list the registry has checked: the only kind a page is saved with. */
export type CheckedBlocks = readonly StoredBlock[] & { readonly checked: true };

/** The most blocks a page holds (a bound on the form and the stored document). */
export const MAX_BLOCKS = 40;
