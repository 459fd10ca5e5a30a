import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import { formatBDT } from "~/utils/bdt";
import type { CartProduct } from "~/utils/cart";
import { MAX_QUANTITY } from "~/utils/cart";
import { formatNumber } from "~/utils/locale-format";
import type { ShopProduct } from "~/utils/shop";
import type { Words } from "~/words/words.server";

import { useLocale } from "./use-locale";
import { useWords } from "./use-words";

const iconButton =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40";

/** What the shop's script (browser/shop.ts) reads from the page: the cart's products and words. */
export type ShopScriptData = {
  products: CartProduct[];
  /** {product} */
  added: string;
  items: Words["cart"]["items"];
  /** {price} */
  each: string;
};

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The cart button with its count, and the cart itself in a modal side panel (native <dialog>), rendered
 * empty: the shop's script (browser/shop.ts, decision 163) fills them from the cart in localStorage, making
 * each line from the template below, and reads the products' names, prices and images from the JSON beside it.
 */
export function CartPanel({ catalog }: { catalog: readonly ShopProduct[] }) {
  const words = useWords();
  const text = words.cart;
  const added = words.shop.added;
  const locale = useLocale();
  const data: ShopScriptData = {
    products: catalog.map(({ id, name, price, imageUrl }) => ({ id, name, price, imageUrl })),
    added,
    items: text.items,
    each: text.each,
  };

  return (
    <>
      <button
        type="button"
        data-cart-open=""
        aria-haspopup="dialog"
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
      >
        <Icon name="ShoppingCart" className="size-5" />
        {text.cart}
        <span
          data-testid="cart-count"
          data-cart-count=""
          className="inline-flex min-w-7 justify-center rounded-full bg-brand-700 px-2 py-0.5 text-sm text-white tabular-nums"
        >
          {formatNumber(0, locale)}
        </span>
        <span className="sr-only" data-cart-items="">
          {text.items.other}
        </span>
      </button>
      <script type="application/json" data-shop-data="" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />

      <dialog
        data-cart-dialog=""
        aria-labelledby="cart-heading"
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white p-0 shadow-2xl backdrop:bg-slate-950/50"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
            <h2 id="cart-heading" className="text-lg font-semibold text-slate-900">
              {text.heading}
            </h2>
            <button type="button" data-cart-close="" className="rounded-md p-2 text-slate-600 hover:bg-slate-100">
              <Icon name="X" className="size-5" />
              <span className="sr-only">{text.close}</span>
            </button>
          </div>
          <div
            data-cart-empty=""
            className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-slate-600"
          >
            <Icon name="ShoppingCart" className="size-10 text-slate-300" />
            <p>{text.empty}</p>
          </div>
          <div data-cart-full="" hidden className="flex min-h-0 flex-1 flex-col">
            <ul data-cart-lines="" className="flex-1 divide-y divide-slate-100 overflow-y-auto px-6" />
            <div className="border-t border-slate-200 px-6 py-5">
              <p className="flex justify-between text-lg font-semibold text-slate-900">
                <span>{text.total}</span>
                <span data-testid="cart-total" data-cart-total="" className="tabular-nums">
                  {formatBDT(0)}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-600">{text.confirm}</p>
              <Link
                to="/contact"
                data-cart-quote=""
                className="mt-4 flex justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {text.quote}
              </Link>
            </div>
          </div>
        </div>
      </dialog>

      {/* One line of the cart; the script fills in the product (every [data-slot]) and the ids. */}
      <template data-cart-line="">
        <li className="flex gap-4 py-4">
          <img
            data-slot="image"
            alt=""
            width={80}
            height={60}
            decoding="async"
            className="h-15 w-20 shrink-0 rounded-md bg-slate-50 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900" data-slot="name" />
            <p className="text-sm text-slate-600" data-slot="each" />
            <div className="mt-2 flex items-center gap-2">
              <button type="button" className={iconButton} data-cart-fewer="">
                <Icon name="Minus" className="size-4" />
                <span className="sr-only">
                  {text.fewer} <span data-slot="name" />
                </span>
              </button>
              <label className="sr-only" data-slot="label">
                {text.quantity} <span data-slot="name" />
              </label>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_QUANTITY}
                data-cart-quantity=""
                className="w-14 rounded-md border border-slate-300 px-2 py-1 text-center tabular-nums"
              />
              <button type="button" className={iconButton} data-cart-more="">
                <Icon name="Plus" className="size-4" />
                <span className="sr-only">
                  {text.more} <span data-slot="name" />
                </span>
              </button>
              <button
                type="button"
                data-cart-remove=""
                className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50"
              >
                <Icon name="Trash2" className="size-4" />
                {text.remove}
                <span className="sr-only">
                  {" "}
                  <span data-slot="name" />
                </span>
              </button>
            </div>
          </div>
          <p className="shrink-0 font-semibold text-slate-900 tabular-nums" data-slot="total" />
        </li>
      </template>
    </>
  );
}
