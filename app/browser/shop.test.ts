// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { initCart, initShopSearch } from "./shop";
import { initToasts } from "./toasts";

const products = [
  { id: "p1", name: "Wireless Mouse", price: 1500, imageUrl: "/m.webp" },
  { id: "p2", name: "Gaming Keyboard", price: 4000, imageUrl: "/k.webp" },
];

// The markup components/cart-panel.tsx and routes/public/shop.tsx render, cut to what the script uses.
function renderShop() {
  document.body.innerHTML = `
    <div class="toast-region" data-toasts data-sprite="/assets/icons.svg"></div>
    <form method="get" action="/shop" data-shop-search><input type="search" name="q" value=""></form>
    <button type="button" data-cart-open>Cart <span data-cart-count>0</span> <span data-cart-items>items</span></button>
    <script type="application/json" data-shop-data>${JSON.stringify({
      products,
      added: "{product} added to cart",
      items: { one: "item", other: "items" },
      each: "{price} each",
    })}</script>
    <dialog data-cart-dialog>
      <button type="button" data-cart-close>Close</button>
      <div data-cart-empty>Your cart is empty.</div>
      <div data-cart-full hidden><ul data-cart-lines></ul><span data-cart-total></span><a href="/contact" data-cart-quote>Quote</a></div>
    </dialog>
    <template data-cart-line><li><img data-slot="image" alt=""><p data-slot="name"></p><p data-slot="each"></p>
      <button data-cart-fewer>One fewer <span data-slot="name"></span></button>
      <label data-slot="label">Quantity of <span data-slot="name"></span></label><input type="number" data-cart-quantity>
      <button data-cart-more>One more</button><button data-cart-remove>Remove</button><p data-slot="total"></p></li></template>
    <div data-shop-view><a href="/shop?category=Gaming" data-shop-filter="category">Gaming</a><p data-count>12</p></div>
    <button type="button" data-add-to-cart="p1">Add</button><button type="button" data-add-to-cart="p2">Add</button>`;
}

const count = () => document.querySelector("[data-cart-count]")!.textContent;
const lines = () => [...document.querySelectorAll("[data-cart-lines] li")];
const toasts = () => [...document.querySelectorAll("[data-toasts-live] .toast")].map((toast) => toast.textContent);

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/shop");
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  renderShop();
  initToasts(document);
});

describe("the shop's cart", () => {
  it("adds products with a toast, counts them and keeps them in localStorage", () => {
    initCart(document);
    expect(count()).toBe("0");
    document.querySelector<HTMLButtonElement>('[data-add-to-cart="p1"]')!.click();
    document.querySelector<HTMLButtonElement>('[data-add-to-cart="p2"]')!.click();
    document.querySelector<HTMLButtonElement>('[data-add-to-cart="p1"]')!.click();
    expect(count()).toBe("3");
    expect(toasts()).toContain("Wireless Mouse added to cart");
    expect(JSON.parse(localStorage.getItem("shop-cart")!)).toEqual([
      { productId: "p1", quantity: 2 },
      { productId: "p2", quantity: 1 },
    ]);
    expect(lines()).toHaveLength(2);
    expect(document.querySelector<HTMLElement>("[data-cart-empty]")!.hidden).toBe(true);
    expect(lines()[0]!.querySelector("label")!.getAttribute("for")).toBe("cart-qty-p1");
  });

  it("shows a stored cart, changes quantities, removes lines and writes the quote link", () => {
    localStorage.setItem(
      "shop-cart",
      JSON.stringify([
        { productId: "p2", quantity: 2 },
        { productId: "gone", quantity: 5 },
      ]),
    );
    initCart(document);
    // A product the shop no longer shows does not count.
    expect(count()).toBe("2");
    const line = lines()[0]!;
    line.querySelector<HTMLButtonElement>("[data-cart-fewer]")!.click();
    expect(count()).toBe("1");
    expect(document.querySelector("[data-cart-items]")!.textContent).toBe("item");
    expect(line.querySelector<HTMLInputElement>("[data-cart-quantity]")!.value).toBe("1");
    const quote = new URL(document.querySelector<HTMLAnchorElement>("[data-cart-quote]")!.href);
    expect(quote.pathname).toBe("/contact");
    expect(quote.searchParams.get("message")).toContain("1 × Gaming Keyboard");
    line.querySelector<HTMLButtonElement>("[data-cart-remove]")!.click();
    expect(lines()).toHaveLength(0);
    expect(document.querySelector<HTMLElement>("[data-cart-empty]")!.hidden).toBe(false);
  });

  it("opens and closes the panel", () => {
    initCart(document);
    const dialog = document.querySelector<HTMLDialogElement>("dialog")!;
    document.querySelector<HTMLButtonElement>("[data-cart-open]")!.click();
    expect(dialog.open).toBe(true);
    document.querySelector<HTMLButtonElement>("[data-cart-close]")!.click();
    expect(dialog.open).toBe(false);
  });
});

describe("the shop's search", () => {
  let fetched: string[];
  beforeEach(() => {
    fetched = [];
    window.fetch = (async (url: string) => {
      fetched.push(url);
      const category = new URL(url).searchParams.get("category") ?? "";
      return new Response(`<html><body><div data-shop-view><p data-count>${category || "all"}</p></div></body></html>`);
    }) as typeof fetch;
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("swaps in the server's view for what is typed, and keeps the address in step", async () => {
    initShopSearch(document);
    const input = document.querySelector<HTMLInputElement>('input[name="q"]')!;
    input.value = "mouse";
    input.dispatchEvent(new Event("input"));
    expect(location.search).toBe("?q=mouse");
    await settled();
    await settled();
    expect(new URL(fetched[0]!).search).toBe("?q=mouse");
    expect(document.querySelector("[data-count]")!.textContent).toBe("all");
  });

  it("follows a category link in place, keeping what is in the box", async () => {
    initShopSearch(document);
    const input = document.querySelector<HTMLInputElement>('input[name="q"]')!;
    input.value = "wireless";
    document.querySelector<HTMLAnchorElement>("[data-shop-filter]")!.click();
    expect(location.search).toBe("?q=wireless&category=Gaming");
    await settled();
    await settled();
    expect(document.querySelector("[data-count]")!.textContent).toBe("Gaming");
    // The search form now carries the category.
    expect(document.querySelector<HTMLInputElement>('input[name="category"]')!.value).toBe("Gaming");
  });
});
