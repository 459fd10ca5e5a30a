// The shop page's catalogue as the browser sees it, and its search and category filter (pure, so the
// page, the cart and the tests share them).

/** The filter option that shows every category. */
export const ALL_CATEGORIES = "All";

export type ShopProduct = {
  id: string;
  name: string;
  category: string;
  /** Price in BDT, whole taka. */
  price: number;
  /** Average rating out of 5. */
  rating: number;
  imageUrl: string;
  imageAlt: string;
  description: string;
};

export type ProductFilter = {
  /** Free-text query; matched case-insensitively against name, description and category. */
  q?: string | null;
  /** "All", undefined or null means every category. */
  category?: string | null;
};

type Filterable = { name: string; description: string; category: string };

/** Pure filter for the shop grid. Returns a new array; never mutates the input. */
export function filterProducts<P extends Filterable>(list: readonly P[], filter: ProductFilter = {}): P[] {
  const q = (filter.q ?? "").trim().toLowerCase();
  const category = filter.category ?? ALL_CATEGORIES;
  return list.filter((p) => {
    if (category !== ALL_CATEGORIES && p.category.toLowerCase() !== category.toLowerCase()) return false;
    if (!q) return true;
    return p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q) || p.category.toLowerCase().includes(q);
  });
}

/** The category named in the URL when it is one of `categories`, else "All". */
export function categoryFilter(value: string | null, categories: readonly string[]): string {
  return value !== null && categories.includes(value) ? value : ALL_CATEGORIES;
}
