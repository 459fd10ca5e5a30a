import { describe, expect, it } from "vitest";

import { products as demoProducts } from "~/content/products";

import {
  cartCount,
  cartItems,
  cartReducer,
  type CartState,
  cartTotal,
  MAX_QUANTITY,
  parseCart,
  QUOTE_SUBJECT,
  quoteHref,
  quoteMessage,
} from "./cart";
import type { ShopProduct } from "./shop";

// The catalogue as /shop hands it to the cart: database ids (uuids) as strings.
const products: ShopProduct[] = demoProducts.map((product, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  name: product.name,
  category: product.category,
  price: product.price,
  rating: product.rating,
  imageUrl: `/media/${index}`,
  imageAlt: product.imageAlt,
  description: product.description,
}));
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
    const state: CartState = [{ productId: "a", quantity: 2 }];
    expect(cartReducer(state, { type: "setQuantity", productId: "a", quantity: 5 })).toEqual([
      { productId: "a", quantity: 5 },
    ]);
    expect(cartReducer(state, { type: "setQuantity", productId: "a", quantity: 500 })).toEqual([
      { productId: "a", quantity: MAX_QUANTITY },
    ]);
    expect(cartReducer(state, { type: "setQuantity", productId: "a", quantity: 0 })).toEqual([]);
    expect(cartReducer(state, { type: "setQuantity", productId: "a", quantity: Number.NaN })).toBe(state);
  });

  it("removes a line and clears the cart without mutating the old state", () => {
    const state: CartState = [
      { productId: "a", quantity: 1 },
      { productId: "b", quantity: 3 },
    ];
    expect(cartReducer(state, { type: "remove", productId: "a" })).toEqual([{ productId: "b", quantity: 3 }]);
    expect(cartReducer(state, { type: "clear" })).toEqual([]);
    expect(state).toHaveLength(2);
  });
});

describe("parseCart", () => {
  it("keeps valid lines, merges duplicates and drops anything else", () => {
    expect(
      parseCart([
        { productId: "a", quantity: 2 },
        { productId: "a", quantity: 1 },
        { productId: 99, quantity: 1 },
        { productId: "b", quantity: -1 },
        { productId: "", quantity: 1 },
        null,
      ]),
    ).toEqual([{ productId: "a", quantity: 3 }]);
    expect(parseCart({ not: "an array" })).toEqual([]);
  });

  it("leaves out of the items a line whose product the shop no longer shows", () => {
    expect(
      cartItems(
        [
          { productId: "gone", quantity: 2 },
          { productId: first!.id, quantity: 1 },
        ],
        products,
      ).map((item) => item.product.id),
    ).toEqual([first!.id]);
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
