import { fallbackWords } from "./fallback";

// The site's own words in English (decision 164): navigation, header, footer, the 404 and error pages, each
// page's labels, empty states, toasts and search descriptions. Not content staff edit: the fixed-layout pages'
// headings, intros and calls to action are page texts (decision 174), seeded from app/content. English
// defines the shape (`Words`); bn.server.ts must have every key. English values are the spec's texts exactly.
// Numbers inside these texts are formatted by the caller (utils/locale-format.ts).
//
// Server-only plain data: the root loader sends the page's language's words to the browser as data (decision
// 137), so no language's words are part of the JavaScript. A text that takes a value is a template whose
// {placeholders} utils/fill-template.ts fills; a count that changes the word has both forms ({ one, other }).
// The forms' words, which run in the browser too, are this dictionary's other part: forms.ts.

export const en = {
  skipToContent: fallbackWords.skipToContent,
  /**
   * The menus' first labels (`nav`, `footer.links`, `footer.privacy`, `footer.terms`): a database gets them once
   * (app/db/seed-menus.server.ts); from then on the header and footer show the menus staff keep (decision 171).
   */
  nav: {
    home: "Home",
    about: "About",
    services: "Services",
    shop: "Shop",
    portfolio: "Portfolio",
    team: "Team",
    blog: "Blog",
    contact: "Contact",
  },
  header: {
    mainNav: "Main",
    mobileNav: "Main (mobile)",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    /** {company} */
    homeLink: "{company} home",
    /** The header's search box (decision 192): its label, its placeholder and its button's name. */
    search: { label: "Search the site", placeholder: "Search", button: "Search" },
  },
  /** The header's link to the same page in the other language: written in that language, as a visitor looks for it. */
  languageSwitch: { label: "English", hint: "the English edition of this page" },
  footer: {
    quickLinks: "Quick Links",
    links: {
      about: "About Us",
      services: "Services",
      portfolio: "Portfolio",
      team: "Our Team",
      blog: "Blog",
      contact: "Contact",
    },
    offices: "Our Offices",
    dhaka: "Dhaka",
    london: "London",
    getInTouch: "Get in Touch",
    businessHours: "Business hours: ",
    /** {year} */
    foundedIn: "Founded in {year}",
    /** {year}, {company} */
    rights: "© {year} {company}. All rights reserved.",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    /** {company} */
    elsewhere: "{company} elsewhere",
    /** {company}, {site} */
    onSite: "{company} on {site} (opens in a new tab)",
  },
  scrollToTop: "Scroll to top",
  notFound: fallbackWords.notFound,
  error: fallbackWords.error,
  /**
   * Each page's title and description for search engines and link previews. Their headings and intros are
   * page texts staff edit (decision 174). about.description: {year}
   */
  pages: {
    about: {
      metaTitle: "About Us",
      description:
        "Founded in {year} with offices in Dhaka and London: 500+ clients served, 50+ awards and a team built on innovation, excellence and integrity.",
    },
    services: {
      metaTitle: "Services and Hosting Packages",
    },
    shop: {
      metaTitle: "Shop: Laptops, Displays and Accessories",
      description:
        "Browse laptops, monitors, audio, gaming gear, wearables and storage that we supply and support, and request a quote for your cart.",
    },
    portfolio: {
      metaTitle: "Our Portfolio",
      description:
        "Case studies from our work: logistics platforms, mobile banking, garment ERP, e-commerce, cloud migration and education analytics.",
    },
    team: {
      metaTitle: "Our Team",
      description:
        "Meet the engineers, designers and consultants in Dhaka and London who plan, build and support our clients' software and infrastructure.",
    },
    blog: {
      metaTitle: "Our Blog",
      description:
        "Articles on cloud migration, web performance, cybersecurity, mobile-first design and digital transformation for growing businesses.",
    },
  },
  // The pages' own words and their shared components' (labels, empty states, toasts, search descriptions).
  home: {
    pauseLogos: "Pause logo animation",
    metaTitle: "Software, Cloud and IT Services in Dhaka and London",
    description:
      "Custom software, cloud, web and mobile development, IT consulting and cybersecurity for growing businesses, from our teams in Dhaka and London.",
  },
  /** The headings of the vision and mission, on the About and home pages. */
  about: {
    story: { mission: "Our Mission", vision: "Our Vision" },
  },
  services: {
    mostPopular: "Most Popular",
    perYear: "/year",
    dailyVisitors: "Daily visitors",
    storage: "Storage",
    bandwidth: "Bandwidth",
    /** {name} */
    choose: "Choose {name}",
    /** {n} */
    step: "Step {n}",
    /** The search description, with the cheapest package's price ({from}, already written as BDT) or without hosting. */
    description: {
      withHosting:
        "Custom software, IT consulting, cloud, web and mobile development, cybersecurity, databases and IT support, plus web hosting from {from} a year.",
      withoutHosting:
        "Custom software, IT consulting, cloud, web and mobile development, cybersecurity, databases and IT support.",
    },
  },
  shop: {
    products: "Products",
    search: "Search products",
    searchButton: "Search",
    categories: "Product categories",
    all: "All",
    /** {shown}, {total} */
    showing: "Showing {shown} of {total} products",
    /** {total} */
    showingAll: "Showing all {total} products",
    noMatch: "No products match your search",
    noMatchHint: "Try another word or category, or clear the filters to see everything.",
    clearFilters: "Clear filters",
    /** {product} */
    added: "{product} added to cart",
  },
  cart: {
    cart: "Cart",
    /** The word after the count: one item, other counts. */
    items: { one: "item", other: "items" },
    heading: "Your cart",
    close: "Close cart",
    empty: "Your cart is empty.",
    /** {price} */
    each: "{price} each",
    fewer: "One fewer",
    quantity: "Quantity of",
    more: "One more",
    remove: "Remove",
    total: "Total",
    confirm: "We will confirm availability, delivery and the final price in our quote.",
    quote: "Request a quote",
  },
  product: { outOfFive: " out of 5 stars", addToCart: "Add to Cart" },
  serviceCard: { learnMore: "Learn more", about: " about " },
  /** technologiesFor: {project} */
  portfolio: {
    projects: "Projects",
    empty: "New case studies are on their way. Please check back soon.",
    technologiesFor: "Technologies used for {project}",
    viewCaseStudy: "View Case Study",
  },
  caseStudy: {
    allProjects: "All projects",
    technologies: "Technologies used",
    visit: "Visit the project",
    newTab: "(opens in a new tab)",
    challenge: "The Challenge",
    solution: "Our Solution",
    results: "The Results",
    gallery: "Gallery",
    /** {project} */
    metaTitle: "{project}: case study",
  },
  /**
   * The blog's lists (decision 193). pageOf: {page}, {count}; topicIntro, topicMetaTitle: {name}, a category's
   * or a tag's name.
   */
  blog: {
    articles: "Articles",
    empty: "No articles yet. Please check back soon.",
    pages: "Blog pages",
    previous: "Previous page",
    next: "Next page",
    pageOf: "Page {page} of {count}",
    category: "Category",
    tag: "Tag",
    /** The heading of an article's tags. */
    tags: "Tags",
    topicIntro: "Every article on {name}, newest first.",
    topicMetaTitle: "{name}: articles",
    /** The feed's name after the site's name (the English one as it has always been). */
    feedName: "blog",
  },
  /** by: {author}; minRead: {minutes} */
  article: {
    notFound: "Article not found",
    by: "By {author}",
    readMore: "Read More",
    back: "Back to all articles",
    minRead: "{minutes} min read",
    cta: {
      title: "Want Advice for Your Business?",
      text: "Our engineers and consultants are happy to talk through your plans, with no obligation.",
      link: "Talk to Us",
    },
  },
  /** The newsletter's archive (decision 204). sentOn: {date} */
  newsletterArchive: {
    title: "Newsletter Archive",
    intro: "Every issue of our newsletter so far, to read on the site.",
    metaTitle: "Newsletter Archive",
    description: "Past issues of our newsletter: company news and practical technology advice.",
    issues: "Past issues",
    empty: "No issues have been sent yet. Subscribe to get the first one.",
    sentOn: "Sent on {date}",
    back: "All issues",
    notFound: "Issue not found",
    signUp: "Get the next issue in your inbox",
  },
  /** description: {company} */
  contact: {
    description:
      "Contact {company} in Dhaka or London: send a message, call or email us. We reply within 24 business hours.",
  },
  team: {
    members: "Team members",
    /** {name} in each */
    linkedIn: "{name} on LinkedIn (opens in a new tab)",
    x: "{name} on X (Twitter) (opens in a new tab)",
    email: "Email {name}",
  },
  legal: {
    lastUpdated: "Last updated",
    contents: "Contents",
    privacyDescription:
      "What our contact and newsletter forms store and for how long, how page views are counted without cookies or IP addresses, and your rights.",
    termsDescription:
      "The terms for using our website, requesting quotes, hosting packages and the demonstration shop, and how to contact us about them.",
  },
  /** The emails the site writes to visitors (decision 201): the heading above their quoted message. */
  email: { yourMessage: "Your message:" },
  /** The site search (decision 192). results: {count}, {query}; noResults, metaTitleFor: {query} */
  search: {
    title: "Search",
    intro: "Find articles, services, projects and answers across the site.",
    metaTitle: "Search",
    metaTitleFor: "Search: {query}",
    description: "Search our articles, services, projects and answers to common questions.",
    prompt: "Type a word or two, then press Search.",
    results: { one: "{count} result for “{query}”", other: "{count} results for “{query}”" },
    noResults: "Nothing matched “{query}”.",
    noResultsHint: "Try other or fewer words, or ask us directly: we answer within one business day.",
    contact: "Contact us",
    kinds: { post: "Article", service: "Service", project: "Project", faq: "Question", page: "Page" },
  },
};

/** The shape of every language's dictionary: English's. */
export type Words = typeof en;
