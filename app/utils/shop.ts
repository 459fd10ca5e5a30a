import type { Locale } from "./locale";
// The shop page's catalogue as the browser sees it, and its search and category filter (pure, so the
// page, the cart and the tests share them).

/** The filter option that shows every category. */
export const ALL_CATEGORIES = "All";

/** A category's name as the page shows it, and the language it is in. */
export type ShopCategoryName = { name: string; lang: Locale };

export type ShopProduct = {
  id: string;
  name: string;
  /** The category's English name: the filter's key. */
  category: string;
  /** The category's name in the page's language (English where untranslated). */
  categoryName?: string;
  /** Price in BDT, whole taka. */
  price: number;
  /** Average rating out of 5. */
  rating: number;
  imageUrl: string;
  imageAlt: string;
  /** The language the alt text is in (a Bengali page marks an English fallback). */
  imageAltLang?: Locale;
  description: string;
  /** The language the name and description are in (a Bengali page marks an English fallback). */
  langs?: Record<"name" | "description", Locale> & { category?: Locale };
};

export type ProductFilter = {
  /** Free-text query; matched case-insensitively against name, description and category. */
  q?: string | null;
  /** "All", undefined or null means every category. */
  category?: string | null;
};

type Filterable = { name: string; description: string; category: string; categoryName?: string };

/** Pure filter for the shop grid. Returns a new array; never mutates the input. */
export function filterProducts<P extends Filterable>(list: readonly P[], filter: ProductFilter = {}): P[] {
  const q = (filter.q ?? "").trim().toLowerCase();
  const category = filter.category ?? ALL_CATEGORIES;
  return list.filter((p) => {
    if (category !== ALL_CATEGORIES && p.category.toLowerCase() !== category.toLowerCase()) return false;
    if (!q) return true;
    return (
      p.name.toLowerCase().includes(q) ||
      p.description.toLowerCase().includes(q) ||
      p.category.toLowerCase().includes(q) ||
      (p.categoryName?.toLowerCase().includes(q) ?? false)
    );
  });
}

/** The category named in the URL when it is one of `categories`, else "All". */
export function categoryFilter(value: string | null, categories: readonly string[]): string {
  return value !== null && categories.includes(value) ? value : ALL_CATEGORIES;
}
