import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { CartPanel } from "~/components/cart-panel";
import { showToast } from "~/components/flash-toaster";
import { NewsletterSection } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/product-card";
import { dispatchCart } from "~/components/cart-store";
import { getDb } from "~/db/client.server";
import { listShop } from "~/models/public-content.server";
import { ALL_CATEGORIES, categoryFilter, filterProducts, type ShopProduct } from "~/utils/shop";
import { bengaliDigitsPreload } from "~/utils/bengali-digits-font";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/shop";
import { Icon } from "~/components/icon";

const MAX_QUERY_LENGTH = 100;

/**
 * The filter comes from the URL, so a filtered view can be shared and works as a plain GET form. The whole
 * catalogue comes along for the cart (a dozen or so products), read through the page cache like every page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const { categories, products } = await listShop(getDb());
  const category = categoryFilter(params.get("category"), categories);
  return { q, category, categories, results: filterProducts(products, { q, category }), catalog: products, total: products.length };
}

function shopHref(q: string, category: string): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  return search ? `/shop?${search}` : "/shop";
}

function addToCart(product: ShopProduct) {
  dispatchCart({ type: "add", productId: product.id });
  showToast({ type: "success", message: `${product.name} added to cart` });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { q, category, categories, results, catalog, total } = loaderData;
  const submit = useSubmit();
  // The box keeps what is typed while the URL (and the results) catch up.
  const [query, setQuery] = useState(q);
  const filtered = q.trim() !== "" || category !== ALL_CATEGORIES;

  return (
    <>
      <PageHero
        title="Shop"
        intro="Laptops, displays, audio and accessories we recommend and support. Add what you need to your cart and we will send you a quote."
      />

      <section aria-labelledby="products-heading" className="container-page py-12 sm:py-16">
        <h2 id="products-heading" className="sr-only">
          Products
        </h2>
        <div className="flex flex-col items-start gap-4 lg:flex-row lg:items-center lg:justify-between">
          <Form
            method="get"
            action="/shop"
            role="search"
            replace
            preventScrollReset
            className="flex w-full max-w-xl gap-2"
          >
            <label htmlFor="shop-search" className="sr-only">
              Search products
            </label>
            <div className="relative flex-1">
              <Icon name="Search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
              <input
                id="shop-search"
                type="search"
                name="q"
                value={query}
                maxLength={MAX_QUERY_LENGTH}
                placeholder="Search products"
                autoComplete="off"
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setQuery(value);
                  const params: Record<string, string> = {};
                  if (value.trim()) params.q = value;
                  if (category !== ALL_CATEGORIES) params.category = category;
                  void submit(params, { method: "get", action: "/shop", replace: true, preventScrollReset: true });
                }}
                className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 placeholder:text-slate-500"
              />
            </div>
            {category !== ALL_CATEGORIES ? <input type="hidden" name="category" value={category} /> : null}
            <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              Search
            </button>
          </Form>
          <CartPanel catalog={catalog} />
        </div>

        <nav aria-label="Product categories" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {[ALL_CATEGORIES, ...categories].map((option) => {
              const active = option === category;
              return (
                <li key={option}>
                  <Link
                    to={shopHref(query, option)}
                    replace
                    preventScrollReset
                    aria-current={active ? "true" : undefined}
                    className={`inline-flex rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                      active
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50"
                    }`}
                  >
                    {option}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <p className="mt-6 text-sm text-slate-600" role="status" data-testid="result-count">
          {filtered ? `Showing ${results.length} of ${total} products` : `Showing all ${total} products`}
        </p>

        {results.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
            <p className="text-lg font-semibold text-slate-900">No products match your search</p>
            <p className="mt-2 text-slate-600">Try another word or category, or clear the filters to see everything.</p>
            <Link
              to="/shop"
              replace
              preventScrollReset
              onClick={() => setQuery("")}
              className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              <Icon name="X" className="size-4" />
              Clear filters
            </Link>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {results.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} onAdd={addToCart} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <NewsletterSection source="shop" intro="New products, offers and practical tech advice, about once a month. Unsubscribe at any time." />
    </>
  );
}

export const links: Route.LinksFunction = () => [bengaliDigitsPreload];

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: "Shop: Laptops, Displays and Accessories",
    description:
      "Browse laptops, monitors, audio, gaming gear, wearables and storage that we supply and support, and request a quote for your cart.",
    path: "/shop",
  });
