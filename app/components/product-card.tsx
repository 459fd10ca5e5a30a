import { Icon } from "~/components/icon";
import { InLang, useForeignLang } from "~/components/in-lang";
import { formatBDT } from "~/utils/bdt";
import { formatNumber } from "~/utils/locale-format";
import type { ShopProduct } from "~/utils/shop";

import { useLocale } from "./use-locale";
import { useWords } from "./use-words";

/** A product in the shop's grid; its button is the shop script's (browser/shop.ts), by the product's id. */
export function ProductCard({ product, eager }: { product: ShopProduct; eager?: boolean }) {
  const altLang = useForeignLang(product.imageAltLang);
  const text = useWords().product;
  const locale = useLocale();
  return (
    <article className="flex h-full card-lift flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={product.imageUrl}
        alt={product.imageAlt}
        lang={altLang}
        width={800}
        height={600}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[4/3] w-full bg-slate-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">
            <InLang lang={product.langs?.category}>{product.categoryName ?? product.category}</InLang>
          </span>
          <span className="inline-flex items-center gap-1 text-slate-700">
            <Icon name="Star" className="size-4 fill-accent-400 text-accent-500" />
            <span>
              {formatNumber(product.rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              <span className="sr-only">{text.outOfFive}</span>
            </span>
          </span>
        </div>
        <h2 className="mt-3 text-lg font-semibold text-slate-900">
          <InLang lang={product.langs?.name}>{product.name}</InLang>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">
          <InLang lang={product.langs?.description}>{product.description}</InLang>
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <p
            className="min-w-0 text-lg font-bold whitespace-nowrap text-slate-900 xl:text-xl"
            data-testid="product-price"
          >
            {formatBDT(product.price)}
          </p>
          <button
            type="button"
            data-add-to-cart={product.id}
            className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-brand-700 px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800"
          >
            <Icon name="ShoppingCart" className="size-4" />
            {text.addToCart}
            <span className="sr-only">
              : <InLang lang={product.langs?.name}>{product.name}</InLang>
            </span>
          </button>
        </div>
      </div>
    </article>
  );
}
