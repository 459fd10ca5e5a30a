import { Form } from "react-router";
import shopScriptUrl from "virtual:page-script/shop";

import { CartPanel } from "~/components/cart-panel";
import { bengaliDigitsHandle, pageScriptHandle } from "~/components/client-runtime";
import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { NewsletterSection } from "~/components/newsletter-form";
import { pageCopyText } from "~/components/page-copy";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/product-card";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { readPageTexts } from "~/models/page-copy.server";
import { listShop } from "~/models/public-content.server";
import { bengaliDigitsPreload } from "~/utils/bengali-digits-font";
import { memoContent } from "~/utils/content-memo.server";
import { fill } from "~/utils/fill-template";
import { localeOfRequest } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";
import { pageQueryHandle } from "~/utils/page-query";
import { publicMeta, wordsFrom } from "~/utils/seo";
import { ALL_CATEGORIES, categoryFilter, filterProducts } from "~/utils/shop";

import type { Route } from "./+types/shop";

const MAX_QUERY_LENGTH = 100;

/**
 * The filter comes from the URL, so a filtered view can be shared and works as a plain GET form. The page
 * is rendered on the server only (decision 163): no loader data reaches the browser; the cart reads the
 * catalogue's names, prices and images from the small JSON the cart panel renders.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const locale = localeOfRequest(request);
  const [{ categories, categoryNames, products }, copy] = await memoContent(`shop ${locale}`, () =>
    Promise.all([listShop(getDb(), locale), readPageTexts(getDb(), "shop", locale)]),
  );
  const category = categoryFilter(params.get("category"), categories);
  return {
    q,
    category,
    categories,
    categoryNames,
    results: filterProducts(products, { q, category }),
    catalog: products,
    total: products.length,
    copy,
  };
}

function shopHref(q: string, category: string): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  return search ? `/shop?${search}` : "/shop";
}

/**
 * Its interactive parts are the shop's own plain script (browser/shop.ts, decision 163), started after the
 * first paint: the search and the category filter swap in the server's view of the new URL, and the cart
 * lives in localStorage. The search and the category filter are the page's own query parameters: each
 * combination is its own cached page (decision 160).
 */
export const handle = {
  ...pageScriptHandle(shopScriptUrl),
  ...bengaliDigitsHandle,
  ...pageQueryHandle("q", "category"),
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const text = pageCopyText(loaderData.copy);
  const words = useWords().shop;
  const locale = useLocale();
  const { q, category, categories, categoryNames, results, catalog, total } = loaderData;
  const shopPath = useLocalizePath()("/shop");
  const filtered = q.trim() !== "" || category !== ALL_CATEGORIES;

  return (
    <>
      <PageHero title={text("heroTitle")} intro={text("heroIntro")} />

      <section aria-labelledby="products-heading" className="container-page py-12 sm:py-16">
        <h2 id="products-heading" className="sr-only">
          {words.products}
        </h2>
        <div className="flex flex-col items-start gap-4 lg:flex-row lg:items-center lg:justify-between">
          <Form
            method="get"
            action={shopPath}
            reloadDocument
            role="search"
            data-shop-search=""
            className="flex w-full max-w-xl gap-2"
          >
            <label htmlFor="shop-search" className="sr-only">
              {words.search}
            </label>
            <div className="relative flex-1">
              <Icon
                name="Search"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                id="shop-search"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={MAX_QUERY_LENGTH}
                placeholder={words.search}
                autoComplete="off"
                className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 placeholder:text-slate-500"
              />
            </div>
            {category !== ALL_CATEGORIES ? (
              <input type="hidden" name="category" value={category} data-shop-category="" />
            ) : null}
            <button
              type="submit"
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {words.searchButton}
            </button>
          </Form>
          <CartPanel catalog={catalog} />
        </div>

        {/* What the search and the filters change: the script swaps in the server's own for the new URL. */}
        <div data-shop-view="">
          <nav aria-label={words.categories} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {[ALL_CATEGORIES, ...categories].map((option) => {
                const active = option === category;
                return (
                  <li key={option}>
                    <Link
                      to={shopHref(q, option)}
                      data-shop-filter="category"
                      aria-current={active ? "true" : undefined}
                      className={`inline-flex rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                        active
                          ? "border-brand-700 bg-brand-700 text-white"
                          : "hover:border-brand-300 border-slate-300 bg-white text-slate-700 hover:bg-brand-50"
                      }`}
                    >
                      {option === ALL_CATEGORIES ? (
                        words.all
                      ) : (
                        <InLang lang={categoryNames[option]?.lang}>{categoryNames[option]?.name ?? option}</InLang>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <p className="mt-6 text-sm text-slate-600" role="status" data-testid="result-count">
            {filtered
              ? fill(words.showing, { shown: formatNumber(results.length, locale), total: formatNumber(total, locale) })
              : fill(words.showingAll, { total: formatNumber(total, locale) })}
          </p>

          {results.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
              <p className="text-lg font-semibold text-slate-900">{words.noMatch}</p>
              <p className="mt-2 text-slate-600">{words.noMatchHint}</p>
              <Link
                to="/shop"
                data-shop-filter="clear"
                className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                <Icon name="X" className="size-4" />
                {words.clearFilters}
              </Link>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {results.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <NewsletterSection source="shop" heading={text("newsletterHeading")} intro={text("newsletterIntro")} />
    </>
  );
}

export const links: Route.LinksFunction = () => [bengaliDigitsPreload];

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: wordsFrom(matches).pages.shop.metaTitle,
    description: wordsFrom(matches).pages.shop.description,
    path: "/shop",
  });
