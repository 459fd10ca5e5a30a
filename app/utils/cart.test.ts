import { describe, expect, it } from "vitest";
import { products } from "~/content/products";
import {
  MAX_QUANTITY,
  QUOTE_SUBJECT,
  cartCount,
  cartItems,
  cartReducer,
  cartTotal,
  parseCart,
  quoteHref,
  quoteMessage,
  type CartState,
} from "./cart";

const [first, second] = products;

describe("cartReducer", () => {
  it("adds a product, then increases its quantity on the next add", () => {
    let state: CartState = [];
    state = cartReducer(state, { type: "add", productId: first!.id });
    state = cartReducer(state, { type: "add", productId: second!.id });
    state = cartReducer(state, { type: "add", productId: first!.id });
    expect(state).toEqual([
      { productId: first!.id, quantity: 2 },
      { productId: second!.id, quantity: 1 },
    ]);
    expect(cartCount(state)).toBe(3);
  });

  it("sets quantities within 1..99 and removes a line set to zero", () => {
    const state: CartState = [{ productId: 1, quantity: 2 }];
    expect(cartReducer(state, { type: "setQuantity", productId: 1, quantity: 5 })).toEqual([{ productId: 1, quantity: 5 }]);
    expect(cartReducer(state, { type: "setQuantity", productId: 1, quantity: 500 })).toEqual([
      { productId: 1, quantity: MAX_QUANTITY },
    ]);
    expect(cartReducer(state, { type: "setQuantity", productId: 1, quantity: 0 })).toEqual([]);
    expect(cartReducer(state, { type: "setQuantity", productId: 1, quantity: Number.NaN })).toBe(state);
  });

  it("removes a line and clears the cart without mutating the old state", () => {
    const state: CartState = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 3 },
    ];
    expect(cartReducer(state, { type: "remove", productId: 1 })).toEqual([{ productId: 2, quantity: 3 }]);
    expect(cartReducer(state, { type: "clear" })).toEqual([]);
    expect(state).toHaveLength(2);
  });
});

describe("parseCart", () => {
  const known = new Set([1, 2]);
  it("keeps valid lines, merges duplicates and drops anything else", () => {
    expect(
      parseCart(
        [
          { productId: 1, quantity: 2 },
          { productId: 1, quantity: 1 },
          { productId: 99, quantity: 1 },
          { productId: 2, quantity: -1 },
          { productId: "2", quantity: 1 },
          null,
        ],
        known,
      ),
    ).toEqual([{ productId: 1, quantity: 3 }]);
    expect(parseCart({ not: "an array" }, known)).toEqual([]);
  });
});

describe("totals and the quote link", () => {
  const items = cartItems(
    [
      { productId: first!.id, quantity: 2 },
      { productId: second!.id, quantity: 1 },
    ],
    products,
  );

  it("adds up line totals", () => {
    expect(cartTotal(items)).toBe(first!.price * 2 + second!.price);
  });

  it("pre-fills the contact form with the subject and every item", () => {
    const href = quoteHref(items);
    const url = new URL(href, "http://site.test");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("subject")).toBe(QUOTE_SUBJECT);
    const message = url.searchParams.get("message") ?? "";
    expect(message).toBe(quoteMessage(items));
    expect(message).toContain(`2 × ${first!.name}`);
    expect(message).toContain(`1 × ${second!.name}`);
  });
});
