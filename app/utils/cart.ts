import { formatBDT } from "./bdt";
import { contactHref } from "./contact-links";
import type { ShopProduct } from "./shop";

// The shop's cart: pure state transitions here; cart-store.ts keeps the state in localStorage.

export type CartLine = { productId: string; quantity: number };
export type CartState = CartLine[];

export const MAX_QUANTITY = 99;

export type CartAction =
  | { type: "add"; productId: string }
  | { type: "setQuantity"; productId: string; quantity: number }
  | { type: "remove"; productId: string }
  | { type: "clear" };

function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity)));
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const existing = state.find((line) => line.productId === action.productId);
      if (!existing) return [...state, { productId: action.productId, quantity: 1 }];
      return state.map((line) =>
        line.productId === action.productId ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line,
      );
    }
    case "setQuantity": {
      if (!Number.isFinite(action.quantity)) return state;
      const quantity = clampQuantity(action.quantity);
      if (quantity === 0) return state.filter((line) => line.productId !== action.productId);
      return state.map((line) => (line.productId === action.productId ? { ...line, quantity } : line));
    }
    case "remove":
      return state.filter((line) => line.productId !== action.productId);
    case "clear":
      return [];
  }
}

/**
 * Reads a stored cart defensively: anything malformed is dropped. Products are ids from the database, so
 * a line naming a product the shop no longer shows is kept here and left out by `cartItems`.
 */
export function parseCart(raw: unknown): CartState {
  if (!Array.isArray(raw)) return [];
  const lines = new Map<string, number>();
  for (const item of raw) {
    if (typeof item !== "object" || item === null) continue;
    const { productId, quantity } = item as Record<string, unknown>;
    if (typeof productId !== "string" || productId.length === 0 || productId.length > 64) continue;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) continue;
    lines.set(productId, clampQuantity((lines.get(productId) ?? 0) + quantity));
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

/** What the cart needs of a product: the shop's page sends only this to its script (decision 163). */
export type CartProduct = Pick<ShopProduct, "id" | "name" | "price" | "imageUrl">;

export type CartItem = { product: CartProduct; quantity: number; lineTotal: number };

export function cartItems(state: CartState, catalog: readonly CartProduct[]): CartItem[] {
  return state.flatMap((line) => {
    const product = catalog.find((p) => p.id === line.productId);
    return product ? [{ product, quantity: line.quantity, lineTotal: product.price * line.quantity }] : [];
  });
}

export function cartCount(state: CartState): number {
  return state.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.lineTotal, 0);
}

export const QUOTE_SUBJECT = "Quote request: shop items";

/** The message the 'Request a quote' link pre-fills on the contact form. */
export function quoteMessage(items: readonly CartItem[]): string {
  const lines = items.map((item) => `- ${item.quantity} × ${item.product.name} (${formatBDT(item.lineTotal)})`);
  return [
    "Hello, I would like a quote for these items:",
    ...lines,
    `Estimated total: ${formatBDT(cartTotal(items))}`,
  ].join("\n");
}

/** "/contact?subject=…&message=…" for the current cart. */
export function quoteHref(items: readonly CartItem[]): string {
  return contactHref({ subject: QUOTE_SUBJECT, message: quoteMessage(items) });
}
