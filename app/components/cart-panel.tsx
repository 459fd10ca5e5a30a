import { useRef } from "react";

import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import { formatBDT } from "~/utils/bdt";
import { cartCount, cartItems, cartTotal, MAX_QUANTITY, quoteHref } from "~/utils/cart";
import { fill } from "~/utils/fill-template";
import { formatNumber } from "~/utils/locale-format";
import type { ShopProduct } from "~/utils/shop";

import { dispatchCart, useCart } from "./cart-store";
import { useLocale } from "./use-locale";
import { usePageText } from "./use-page-text";

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40";

/** The cart button with its count, and the cart itself in a modal side panel (native <dialog>). */
export function CartPanel({ catalog }: { catalog: readonly ShopProduct[] }) {
  const cart = useCart();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const items = cartItems(cart, catalog);
  // Only what the shop still shows counts (a product removed since it was added drops out).
  const count = cartCount(items.map(({ product, quantity }) => ({ productId: product.id, quantity })));
  const close = () => dialogRef.current?.close();
  const text = usePageText().cart;
  const locale = useLocale();

  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
      >
        <Icon name="ShoppingCart" className="size-5" />
        {text.cart}
        <span
          data-testid="cart-count"
          className="inline-flex min-w-7 justify-center rounded-full bg-brand-700 px-2 py-0.5 text-sm text-white tabular-nums"
        >
          {formatNumber(count, locale)}
        </span>
        <span className="sr-only">{count === 1 ? text.items.one : text.items.other}</span>
      </button>

      <dialog
        ref={dialogRef}
        aria-labelledby="cart-heading"
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white p-0 shadow-2xl backdrop:bg-slate-950/50"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
            <h2 id="cart-heading" className="text-lg font-semibold text-slate-900">
              {text.heading}
            </h2>
            <button type="button" onClick={close} className="rounded-md p-2 text-slate-600 hover:bg-slate-100">
              <Icon name="X" className="size-5" />
              <span className="sr-only">{text.close}</span>
            </button>
          </div>
          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-slate-600">
              <Icon name="ShoppingCart" className="size-10 text-slate-300" />
              <p>{text.empty}</p>
            </div>
          ) : (
            <>
              <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-6">
                {items.map(({ product, quantity, lineTotal }) => (
                  <li key={product.id} className="flex gap-4 py-4">
                    <img
                      src={product.imageUrl}
                      alt=""
                      width={80}
                      height={60}
                      decoding="async"
                      className="h-15 w-20 shrink-0 rounded-md bg-slate-50 object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-slate-900">{product.name}</p>
                      <p className="text-sm text-slate-600">{fill(text.each, { price: formatBDT(product.price) })}</p>
                      <div className="mt-2 flex items-center gap-2">
                        <button
                          type="button"
                          className={iconButton}
                          onClick={() =>
                            dispatchCart({ type: "setQuantity", productId: product.id, quantity: quantity - 1 })
                          }
                        >
                          <Icon name="Minus" className="size-4" />
                          <span className="sr-only">
                            {text.fewer} {product.name}
                          </span>
                        </button>
                        <label className="sr-only" htmlFor={`cart-qty-${product.id}`}>
                          {text.quantity} {product.name}
                        </label>
                        <input
                          id={`cart-qty-${product.id}`}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_QUANTITY}
                          value={quantity}
                          onChange={(event) =>
                            dispatchCart({
                              type: "setQuantity",
                              productId: product.id,
                              quantity: event.currentTarget.valueAsNumber,
                            })
                          }
                          className="w-14 rounded-md border border-slate-300 px-2 py-1 text-center tabular-nums"
                        />
                        <button
                          type="button"
                          className={iconButton}
                          disabled={quantity >= MAX_QUANTITY}
                          onClick={() => dispatchCart({ type: "add", productId: product.id })}
                        >
                          <Icon name="Plus" className="size-4" />
                          <span className="sr-only">
                            {text.more} {product.name}
                          </span>
                        </button>
                        <button
                          type="button"
                          className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50"
                          onClick={() => dispatchCart({ type: "remove", productId: product.id })}
                        >
                          <Icon name="Trash2" className="size-4" />
                          {text.remove}
                          <span className="sr-only"> {product.name}</span>
                        </button>
                      </div>
                    </div>
                    <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatBDT(lineTotal)}</p>
                  </li>
                ))}
              </ul>
              <div className="border-t border-slate-200 px-6 py-5">
                <p className="flex justify-between text-lg font-semibold text-slate-900">
                  <span>{text.total}</span>
                  <span data-testid="cart-total" className="tabular-nums">
                    {formatBDT(cartTotal(items))}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{text.confirm}</p>
                <Link
                  to={quoteHref(items)}
                  onClick={close}
                  className="mt-4 flex justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
                >
                  {text.quote}
                </Link>
              </div>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
