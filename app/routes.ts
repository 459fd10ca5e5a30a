import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

import type { TranslatedLocale } from "./utils/locale";

/**
 * The public pages, in English at today's URLs or, given a translated locale, under its prefix with route
 * ids of their own ("bn/routes/public/about"): one module serves both, and reads the page's language from
 * its path (useLocale, localeOfRequest).
 */
function publicPages(locale?: TranslatedLocale): RouteConfigEntry[] {
  const options = (file: string) => (locale ? { id: `${locale}/${file.replace(/\.tsx$/, "")}` } : {});
  const page = (path: string, file: string) => route(path, file, options(file));
  return [
    index("routes/public/home.tsx", options("routes/public/home.tsx")),
    page("about", "routes/public/about.tsx"),
    page("services", "routes/public/services.tsx"),
    page("shop", "routes/public/shop.tsx"),
    page("portfolio", "routes/public/portfolio.tsx"),
    page("portfolio/:slug", "routes/public/case-study.tsx"),
    page("team", "routes/public/team.tsx"),
    page("blog", "routes/public/blog.tsx"),
    page("blog/category/:slug", "routes/public/blog-category.tsx"),
    page("blog/tag/:slug", "routes/public/blog-tag.tsx"),
    page("blog/:slug", "routes/public/blog-post.tsx"),
    page("contact", "routes/public/contact.tsx"),
    page("privacy", "routes/public/privacy.tsx"),
    page("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
    page("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    // Past issues (decision 204): /newsletter itself is the sign-up's action, so the index has a path of its
    // own; confirm, unsubscribe and archive are reserved slugs (RESERVED_ISSUE_SLUGS).
    page("newsletter/archive", "routes/public/newsletter-archive.tsx"),
    page("newsletter/:slug", "routes/public/newsletter-issue.tsx"),
    page("terms", "routes/public/terms.tsx"),
    page("search", "routes/public/search.tsx"),
    // Pages staff build from blocks (decision 173): a parameter ranks below every fixed path, so these match
    // only what no route above does, and an address may not start with any of their first segments.
    route(":address", "routes/public/page.tsx", { id: `${locale ? `${locale}/` : ""}routes/public/page` }),
    route(":section/:address", "routes/public/page.tsx", {
      id: `${locale ? `${locale}/` : ""}routes/public/page-in-section`,
    }),
  ];
}

export default [
  route("media/:id", "routes/resources/media.ts"),
  route("media/:id/share", "routes/resources/media-share.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),
  // The contact form sent by its page's script (decision 163), in the page's language.
  route("contact/send", "routes/resources/contact-send.ts"),
  route("bn/contact/send", "routes/resources/contact-send.ts", { id: "bn/routes/resources/contact-send" }),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("blog/feed.xml", "routes/resources/blog-feed.ts"),
  route("bn/blog/feed.xml", "routes/resources/blog-feed.ts", { id: "bn/routes/resources/blog-feed" }),
  route("robots.txt", "routes/resources/robots.ts"),

  layout("routes/public/layout.tsx", [
    ...publicPages(),
    // Staff only (requireAdmin), in the public frame; under /admin so it is never cached and sent noindex.
    route("admin/blog/:id/preview", "routes/public/blog-preview.tsx"),
    // A revision, read-only as the article would show it; staff only, like the preview.
    route("admin/blog/:id/revisions/:revisionId", "routes/admin/blog/blog-revision.tsx"),
    // A page as it will look, staff only, like a post's preview (decision 172).
    route("admin/pages/:id/preview", "routes/admin/pages/page-preview.tsx"),
    // Live preview (decision 175): an editor's unsaved form, rendered in each language's public frame.
    route("admin/preview/:type", "routes/admin/preview/live-preview.tsx"),
    route("bn/admin/preview/:type", "routes/admin/preview/live-preview.tsx", {
      id: "bn/routes/admin/preview/live-preview",
    }),
    route("*", "routes/public/not-found.tsx"),
    // The Bengali edition (decision 130): the same modules under /bn, with ids of their own. Its 404
    // catches every unknown /bn/… path, so a Bengali visitor who mistypes stays in Bengali.
    ...prefix("bn", [
      ...publicPages("bn"),
      route("*", "routes/public/not-found.tsx", { id: "bn/routes/public/not-found" }),
    ]),
  ]),

  ...prefix("admin", [
    route("newsletter/issues/:id/preview", "routes/admin/newsletter/issue-preview.ts"),
    route("login", "routes/admin/account/login.tsx"),
    route("login/two-factor", "routes/admin/account/login-two-factor.tsx"),
    route("passkeys/options", "routes/admin/account/passkey-options.ts"),
    route("logout", "routes/admin/account/logout.ts"),
    route("set-password", "routes/admin/account/set-password.tsx"),
    // An invitation's link (decision 181): open to whoever holds it, rate-limited by address.
    route("invitation/:token", "routes/admin/account/invitation.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("logo", "routes/admin/settings/logo.tsx"),
      route("clients", "routes/admin/content/clients.tsx"),
      route("services", "routes/admin/content/services.tsx"),
      route("services/:id", "routes/admin/content/service-edit.tsx"),
      route("portfolio", "routes/admin/content/portfolio.tsx"),
      route("portfolio/:id", "routes/admin/content/project-edit.tsx"),
      route("team", "routes/admin/content/team.tsx"),
      route("team/:id", "routes/admin/content/team-edit.tsx"),
      route("faq", "routes/admin/content/faq.tsx"),
      route("faq/:id", "routes/admin/content/faq-edit.tsx"),
      route("process", "routes/admin/content/process.tsx"),
      route("process/:id", "routes/admin/content/process-edit.tsx"),
      route("about-figures", "routes/admin/content/about-figures.tsx"),
      route("about-figures/:id", "routes/admin/content/about-figure-edit.tsx"),
      route("core-values", "routes/admin/content/core-values.tsx"),
      route("core-values/:id", "routes/admin/content/core-value-edit.tsx"),
      route("why-choose-us", "routes/admin/content/why-choose.tsx"),
      route("why-choose-us/:id", "routes/admin/content/why-choose-edit.tsx"),
      route("technologies", "routes/admin/content/technologies.tsx"),
      route("technologies/:id", "routes/admin/content/technology-edit.tsx"),
      route("page-texts", "routes/admin/content/page-texts.tsx"),
      route("page-texts/:page", "routes/admin/content/page-texts-edit.tsx"),
      route("home-copy", "routes/admin/content/home-copy.tsx"),
      route("vision-mission", "routes/admin/content/vision-mission.tsx"),
      route("products", "routes/admin/shop/products.tsx"),
      route("products/:id", "routes/admin/shop/product-edit.tsx"),
      route("product-categories", "routes/admin/shop/product-categories.tsx"),
      route("product-categories/:id", "routes/admin/shop/product-category-edit.tsx"),
      route("hosting", "routes/admin/shop/hosting.tsx"),
      route("hosting/:id", "routes/admin/shop/hosting-edit.tsx"),
      route("testimonials", "routes/admin/content/testimonials.tsx"),
      route("testimonials/:id", "routes/admin/content/testimonial-edit.tsx"),
      route("blog", "routes/admin/blog/blog.tsx"),
      route("blog/images", "routes/admin/blog/blog-images.ts"),
      route("blog/:id", "routes/admin/blog/blog-edit.tsx"),
      route("blog/:id/revisions", "routes/admin/blog/blog-revisions.tsx"),
      route("blog/:id/review", "routes/admin/blog/blog-review.tsx"),
      route("blog-tags", "routes/admin/blog/blog-tags.tsx"),
      route("blog-tags/:id", "routes/admin/blog/blog-tag-edit.tsx"),
      route("media", "routes/admin/content/media.tsx"),
      route("legal", "routes/admin/content/legal.tsx"),
      route("legal/:id", "routes/admin/content/legal-edit.tsx"),
      route("redirects", "routes/admin/content/redirects.tsx"),
      route("menus", "routes/admin/content/menus.tsx"),
      route("menus/:id", "routes/admin/content/menu-edit.tsx"),
      route("pages", "routes/admin/pages/pages.tsx"),
      route("pages/:id", "routes/admin/pages/page-edit.tsx"),
      route("pages/:id/revisions", "routes/admin/pages/page-revisions.tsx"),
      route("settings", "routes/admin/settings/settings.tsx", [
        index("routes/admin/settings/settings-index.ts"),
        route("account", "routes/admin/settings/settings-account.tsx"),
        route("security", "routes/admin/settings/settings-security.tsx"),
        route("notifications", "routes/admin/settings/settings-notifications.tsx"),
        route("company", "routes/admin/settings/settings-company.tsx"),
        route("admins", "routes/admin/settings/settings-admins.tsx"),
      ]),
      route("settings/two-factor", "routes/admin/settings/two-factor.tsx"),
      route("settings/acknowledgement", "routes/admin/settings/acknowledgement.tsx"),
      route("confirm-sign-in", "routes/admin/account/confirm-sign-in.tsx"),
      route("contact-requests", "routes/admin/inbox/inbox.tsx"),
      route("contact-requests/export.csv", "routes/admin/inbox/inbox-export.ts"),
      route("contact-requests/:id", "routes/admin/inbox/inbox-message.tsx"),
      route("saved-replies", "routes/admin/inbox/saved-replies.tsx"),
      route("saved-replies/:id", "routes/admin/inbox/saved-reply-edit.tsx"),
      route("newsletter", "routes/admin/newsletter/newsletter.tsx"),
      route("newsletter/export.csv", "routes/admin/newsletter/newsletter-export.ts"),
      route("newsletter/issues", "routes/admin/newsletter/issues.tsx"),
      route("newsletter/issues/:id", "routes/admin/newsletter/issue-edit.tsx"),
      route("newsletter/issues/:id/recipients", "routes/admin/newsletter/issue-recipients.tsx"),
      route("data-requests", "routes/admin/privacy/data-requests.tsx"),
      route("data-requests/export.json", "routes/admin/privacy/data-requests-export.ts"),
      route("audit", "routes/admin/settings/audit.tsx"),
    ]),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
