import { Form, useSubmit } from "react-router";

import { showToast } from "~/browser/toasts";
import { CartPanel } from "~/components/cart-panel";
import { dispatchCart } from "~/components/cart-store";
import { bengaliDigitsHandle, clientRuntimeHandle } from "~/components/client-runtime";
import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { NewsletterSection } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/product-card";
import { useFieldState } from "~/components/use-field-state";
import { useLocalizePath } from "~/components/use-locale";
import { useLocale } from "~/components/use-locale";
import { usePageText } from "~/components/use-page-text";
import { useSiteText } from "~/components/use-site-text";
import type { PageText } from "~/content/i18n/pages.server";
import { getDb } from "~/db/client.server";
import { listShop } from "~/models/public-content.server";
import { bengaliDigitsPreload } from "~/utils/bengali-digits-font";
import { fill } from "~/utils/fill-template";
import { localeOfRequest } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";
import { publicMeta, siteTextFrom } from "~/utils/seo";
import { ALL_CATEGORIES, categoryFilter, filterProducts, type ShopProduct } from "~/utils/shop";

import type { Route } from "./+types/shop";

const MAX_QUERY_LENGTH = 100;

/**
 * The filter comes from the URL, so a filtered view can be shared and works as a plain GET form. The whole
 * catalogue comes along for the cart (a dozen or so products), read through the page cache like every page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const { categories, categoryNames, products } = await listShop(getDb(), localeOfRequest(request));
  const category = categoryFilter(params.get("category"), categories);
  return { q, category, categories, categoryNames, results: filterProducts(products, { q, category }), catalog: products, total: products.length };
}

function shopHref(q: string, category: string): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  return search ? `/shop?${search}` : "/shop";
}

function addToCart(product: ShopProduct, text: PageText["shop"]) {
  dispatchCart({ type: "add", productId: product.id });
  showToast(document, "success", fill(text.added, { product: product.name }));
}

/** Its interactive parts run on React Router's client runtime (decision 165). */
export const handle = { ...clientRuntimeHandle, ...bengaliDigitsHandle };

export default function Shop({ loaderData }: Route.ComponentProps) {
  const text = useSiteText().pages.shop;
  const words = usePageText().shop;
  const locale = useLocale();
  const { q, category, categories, categoryNames, results, catalog, total } = loaderData;
  const submit = useSubmit();
  const shopPath = useLocalizePath()("/shop");
  const searchFor = (value: string) => {
    const params: Record<string, string> = {};
    if (value.trim()) params.q = value;
    if (category !== ALL_CATEGORIES) params.category = category;
    void submit(params, { method: "get", action: shopPath, replace: true, preventScrollReset: true });
  };
  // The box keeps what is typed while the URL (and the results) catch up, and what was typed before
  // the page's scripts ran is searched for once they do.
  const [query, setQuery, queryField] = useFieldState(q, searchFor);
  const filtered = q.trim() !== "" || category !== ALL_CATEGORIES;

  return (
    <>
      <PageHero
        title={text.title}
        intro={text.intro}
      />

      <section aria-labelledby="products-heading" className="container-page py-12 sm:py-16">
        <h2 id="products-heading" className="sr-only">
          {words.products}
        </h2>
        <div className="flex flex-col items-start gap-4 lg:flex-row lg:items-center lg:justify-between">
          <Form
            method="get"
            action={shopPath}
            role="search"
            replace
            preventScrollReset
            className="flex w-full max-w-xl gap-2"
          >
            <label htmlFor="shop-search" className="sr-only">
              {words.search}
            </label>
            <div className="relative flex-1">
              <Icon name="Search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
              <input
                id="shop-search"
                type="search"
                name="q"
                ref={queryField}
                value={query}
                maxLength={MAX_QUERY_LENGTH}
                placeholder={words.search}
                autoComplete="off"
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  searchFor(event.currentTarget.value);
                }}
                className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 placeholder:text-slate-500"
              />
            </div>
            {category !== ALL_CATEGORIES ? <input type="hidden" name="category" value={category} /> : null}
            <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              {words.searchButton}
            </button>
          </Form>
          <CartPanel catalog={catalog} />
        </div>

        <nav aria-label={words.categories} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {[ALL_CATEGORIES, ...categories].map((option) => {
              const active = option === category;
              return (
                <li key={option}>
                  <Link
                    to={shopHref(query, option)}
                    reloadDocument={false}
                    replace
                    preventScrollReset
                    aria-current={active ? "true" : undefined}
                    className={`inline-flex rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                      active
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50"
                    }`}
                  >
                    {option === ALL_CATEGORIES ? words.all : <InLang lang={categoryNames[option]?.lang}>{categoryNames[option]?.name ?? option}</InLang>}
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
              reloadDocument={false}
              replace
              preventScrollReset
              onClick={() => setQuery("")}
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
                <ProductCard product={product} onAdd={(product) => addToCart(product, words)} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <NewsletterSection source="shop" intro={words.newsletter} />
    </>
  );
}

export const links: Route.LinksFunction = () => [bengaliDigitsPreload];

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: siteTextFrom(matches).pages.shop.metaTitle,
    description: siteTextFrom(matches).pages.shop.description,
    path: "/shop",
  });
