import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  route("media/:id", "routes/resources/media.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("blog/feed.xml", "routes/resources/blog-feed.ts"),
  route("robots.txt", "routes/resources/robots.ts"),

  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("services", "routes/public/services.tsx"),
    route("shop", "routes/public/shop.tsx"),
    route("portfolio", "routes/public/portfolio.tsx"),
    route("team", "routes/public/team.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    // Staff only (requireAdmin), in the public frame; under /admin so it is never cached and sent noindex.
    route("admin/blog/:id/preview", "routes/public/blog-preview.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("logo", "routes/admin/logo.tsx"),
      route("clients", "routes/admin/clients.tsx"),
      route("services", "routes/admin/services.tsx"),
      route("services/:id", "routes/admin/service-edit.tsx"),
      route("portfolio", "routes/admin/portfolio.tsx"),
      route("portfolio/:id", "routes/admin/project-edit.tsx"),
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("testimonials/:id", "routes/admin/testimonial-edit.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("blog/images", "routes/admin/blog-images.ts"),
      route("blog/:id", "routes/admin/blog-edit.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("contact-requests", "routes/admin/contact-requests.tsx"),
      route("contact-requests/export.csv", "routes/admin/contact-requests-export.ts"),
      route("contact-requests/:id", "routes/admin/contact-request.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/export.csv", "routes/admin/newsletter-export.ts"),
    ]),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
