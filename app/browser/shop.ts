import { formatBDT } from "~/utils/bdt";
import {
  type CartAction,
  cartCount,
  type CartItem,
  cartItems,
  type CartProduct,
  cartReducer,
  type CartState,
  cartTotal,
  MAX_QUANTITY,
  parseCart,
  quoteHref,
} from "~/utils/cart";
import { fill } from "~/utils/fill-template";
import { localeFromPathname } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";

import { showToast } from "./toasts";

/** What the shop page renders for this script (components/cart-panel.tsx's ShopScriptData). */
type ShopData = { products: CartProduct[]; added: string; items: { one: string; other: string }; each: string };

const STORAGE_KEY = "shop-cart";

/** The cart in localStorage; kept in memory for the visit where storage is unavailable (private browsing). */
function cartStorage(view: Window) {
  let memory: CartState = [];
  let storageWorks = true;
  const read = (): CartState => {
    if (!storageWorks) return memory;
    try {
      const raw = view.localStorage.getItem(STORAGE_KEY);
      return raw ? parseCart(JSON.parse(raw)) : [];
    } catch {
      storageWorks = false;
      return memory;
    }
  };
  const dispatch = (action: CartAction): CartState => {
    const next = cartReducer(read(), action);
    memory = next;
    if (storageWorks) {
      try {
        view.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        storageWorks = false;
      }
    }
    return next;
  };
  return { read, dispatch };
}

/**
 * The shop's cart (decision 163): the add buttons, the count on the cart button, and the cart panel (a
 * native <dialog>) whose lines are made from the page's template. The cart is kept in localStorage, so it
 * follows the visitor from page to page and tab to tab.
 */
export function initCart(doc: Document): void {
  const view = doc.defaultView;
  const dataElement = doc.querySelector("script[data-shop-data]");
  const dialog = doc.querySelector<HTMLDialogElement>("dialog[data-cart-dialog]");
  const template = doc.querySelector<HTMLTemplateElement>("template[data-cart-line]");
  const list = doc.querySelector<HTMLElement>("[data-cart-lines]");
  if (!view || !dataElement || !dialog || !template || !list) return;
  const data = JSON.parse(dataElement.textContent ?? "{}") as ShopData;
  const locale = localeFromPathname(view.location.pathname);
  const storage = cartStorage(view);
  const quote = doc.querySelector<HTMLAnchorElement>("[data-cart-quote]");
  // The localised contact page's address as the server wrote it (with any base path).
  const contactPath = quote?.getAttribute("href") ?? "/contact";
  const lines = new Map<string, HTMLElement>();

  const set = (root: ParentNode, slot: string, text: string) => {
    for (const element of root.querySelectorAll(`[data-slot="${slot}"]`)) element.textContent = text;
  };

  function lineFor(item: CartItem): HTMLElement {
    const id = item.product.id;
    let line = lines.get(id);
    if (!line) {
      line = (template!.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
      const image = line.querySelector<HTMLImageElement>('[data-slot="image"]')!;
      image.src = item.product.imageUrl;
      set(line, "name", item.product.name);
      set(line, "each", fill(data.each, { price: formatBDT(item.product.price) }));
      const input = line.querySelector<HTMLInputElement>("[data-cart-quantity]")!;
      input.id = `cart-qty-${id}`;
      line.querySelector('[data-slot="label"]')!.setAttribute("for", input.id);
      input.addEventListener("input", () =>
        update({ type: "setQuantity", productId: id, quantity: input.valueAsNumber }),
      );
      line.querySelector("[data-cart-fewer]")!.addEventListener("click", () => {
        const quantity = storage.read().find((stored) => stored.productId === id)?.quantity ?? 0;
        update({ type: "setQuantity", productId: id, quantity: quantity - 1 });
      });
      line.querySelector("[data-cart-more]")!.addEventListener("click", () => update({ type: "add", productId: id }));
      line
        .querySelector("[data-cart-remove]")!
        .addEventListener("click", () => update({ type: "remove", productId: id }));
      lines.set(id, line);
      list!.append(line);
    }
    const input = line.querySelector<HTMLInputElement>("[data-cart-quantity]")!;
    // What the visitor is typing stays as typed; the cart keeps the number it could read from it.
    if (doc.activeElement !== input) input.value = String(item.quantity);
    line.querySelector<HTMLButtonElement>("[data-cart-more]")!.disabled = item.quantity >= MAX_QUANTITY;
    set(line, "total", formatBDT(item.lineTotal));
    return line;
  }

  function render() {
    const items = cartItems(storage.read(), data.products);
    // Only what the shop still shows counts (a product removed since it was added drops out).
    const count = cartCount(items.map(({ product, quantity }) => ({ productId: product.id, quantity })));
    for (const element of doc.querySelectorAll("[data-cart-count]")) element.textContent = formatNumber(count, locale);
    for (const element of doc.querySelectorAll("[data-cart-items]"))
      element.textContent = count === 1 ? data.items.one : data.items.other;
    const shown = new Set(items.map((item) => lineFor(item)));
    for (const [id, line] of lines)
      if (!shown.has(line)) {
        line.remove();
        lines.delete(id);
      }
    doc.querySelector<HTMLElement>("[data-cart-empty]")!.hidden = items.length > 0;
    doc.querySelector<HTMLElement>("[data-cart-full]")!.hidden = items.length === 0;
    const total = doc.querySelector("[data-cart-total]");
    if (total) total.textContent = formatBDT(cartTotal(items));
    if (quote) quote.href = contactPath + quoteHref(items).slice("/contact".length);
  }

  function update(action: CartAction) {
    storage.dispatch(action);
    render();
  }

  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-add-to-cart]");
    if (!button) return;
    const id = button.dataset.addToCart!;
    const product = data.products.find((p) => p.id === id);
    if (!product) return;
    update({ type: "add", productId: id });
    showToast(doc, "success", fill(data.added, { product: product.name }));
  });
  doc.querySelector("[data-cart-open]")?.addEventListener("click", () => dialog.showModal());
  doc.querySelector("[data-cart-close]")?.addEventListener("click", () => dialog.close());
  quote?.addEventListener("click", () => dialog.close());
  // A click on the backdrop lands on the dialog element itself.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Another tab changed the cart.
  view.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEY || event.key === null) render();
  });
  render();
}

/**
 * The search box and the category links (decision 163): as the visitor types or picks a category, the page
 * fetches the server's own page for the new address (each combination is a cached page, decision 160) and
 * swaps in its view (the categories, the count and the products), replacing the address without a new
 * history entry. Without JavaScript the same form and links load the page.
 */
export function initShopSearch(doc: Document): void {
  const view = doc.defaultView;
  const form = doc.querySelector<HTMLFormElement>("form[data-shop-search]");
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!view || !form || !input || typeof view.fetch !== "function") return;
  let latest = 0;

  async function show(url: URL) {
    const request = ++latest;
    view!.history.replaceState(view!.history.state, "", url.pathname + url.search);
    let html: string;
    try {
      const response = await view!.fetch(url.href, { headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(String(response.status));
      html = await response.text();
    } catch {
      if (request === latest) view!.location.assign(url.href);
      return;
    }
    if (request !== latest) return;
    const next = new DOMParser().parseFromString(html, "text/html");
    const current = doc.querySelector("[data-shop-view]");
    const fresh = next.querySelector("[data-shop-view]");
    if (!current || !fresh) return;
    current.replaceWith(doc.importNode(fresh, true));
    // The form keeps the category the view now shows.
    const category = new URL(url).searchParams.get("category");
    let hidden = form!.querySelector<HTMLInputElement>("input[data-shop-category]");
    if (category && !hidden) {
      hidden = doc.createElement("input");
      hidden.type = "hidden";
      hidden.name = "category";
      hidden.dataset.shopCategory = "";
      form!.append(hidden);
    }
    if (hidden) {
      if (category) hidden.value = category;
      else hidden.remove();
    }
  }

  function searchFor(value: string) {
    const url = new URL(form!.action);
    if (value.trim()) url.searchParams.set("q", value);
    const category = form!.querySelector<HTMLInputElement>("input[data-shop-category]")?.value;
    if (category) url.searchParams.set("category", category);
    void show(url);
  }

  input.addEventListener("input", () => searchFor(input.value));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    searchFor(input.value);
  });
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-shop-filter]");
    if (
      !link ||
      !input.isConnected ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    const url = new URL(link.href);
    // A category keeps what is in the box now; "Clear filters" empties it.
    if (link.dataset.shopFilter === "clear") input.value = "";
    const category = url.searchParams.get("category");
    url.search = "";
    if (input.value.trim()) url.searchParams.set("q", input.value);
    if (category) url.searchParams.set("category", category);
    void show(url);
  });
  // What was typed before this script ran is searched for now.
  const shown = new URL(view.location.href).searchParams.get("q") ?? "";
  if (input.value !== shown) searchFor(input.value);
}
