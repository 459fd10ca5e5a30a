import type { Locale } from "~/utils/locale";

// The words the public pages and their shared components write themselves (not content staff edit): labels,
// empty states, toasts and search descriptions. The fixed-layout pages' headings, intros, section headings and
// calls to action are page texts staff edit (decision 174, app/features/site-content/page-texts.ts). Navigation
// and the footer are in
// site.server.ts. English values are the spec's texts exactly; a missing Bengali key is a type error. Numbers
// inside these texts arrive already formatted for the locale (utils/locale-format.ts).
//
// Server-only: the public layout's loader sends the page's language's part to the browser as data (decision
// 137), so no language's words are part of the JavaScript. A text that takes a value is a template whose
// {placeholders} utils/fill-template.ts fills.

type Cta = { title: string; text: string; link: string };

export type PageText = {
  home: {
    pauseLogos: string;
    metaTitle: string;
    description: string;
  };
  /** The headings of the vision and mission, on the About and home pages. */
  about: { story: { mission: string; vision: string } };
  services: {
    mostPopular: string;
    perYear: string;
    dailyVisitors: string;
    storage: string;
    bandwidth: string;
    /** {name} */
    choose: string;
    /** {n} */
    step: string;
    /** The search description, with the cheapest package's price ({from}, already written as BDT) or without hosting. */
    description: { withHosting: string; withoutHosting: string };
  };
  shop: {
    products: string;
    search: string;
    searchButton: string;
    categories: string;
    all: string;
    /** {shown}, {total} */
    showing: string;
    /** {total} */
    showingAll: string;
    noMatch: string;
    noMatchHint: string;
    clearFilters: string;
    /** {product} */
    added: string;
  };
  cart: {
    cart: string;
    /** The word after the count: one item, other counts. */
    items: { one: string; other: string };
    heading: string;
    close: string;
    empty: string;
    /** {price} */
    each: string;
    fewer: string;
    quantity: string;
    more: string;
    remove: string;
    total: string;
    confirm: string;
    quote: string;
  };
  product: { outOfFive: string; addToCart: string };
  serviceCard: { learnMore: string; about: string };
  /** technologiesFor: {project} */
  portfolio: { projects: string; empty: string; technologiesFor: string; viewCaseStudy: string };
  caseStudy: {
    allProjects: string;
    technologies: string;
    visit: string;
    newTab: string;
    challenge: string;
    solution: string;
    results: string;
    gallery: string;
    /** {project} */
    metaTitle: string;
  };
  /**
   * The blog's lists (decision 193). pageOf: {page}, {count}; topicIntro, topicMetaTitle: {name}, a category's
   * or a tag's name.
   */
  blog: {
    articles: string;
    empty: string;
    pages: string;
    previous: string;
    next: string;
    pageOf: string;
    category: string;
    tag: string;
    /** The heading of an article's tags. */
    tags: string;
    topicIntro: string;
    topicMetaTitle: string;
  };
  /** by: {author}; minRead: {minutes} */
  article: { notFound: string; by: string; readMore: string; back: string; minRead: string; cta: Cta };
  /** The newsletter's archive (decision 204). sentOn: {date} */
  newsletterArchive: {
    title: string;
    intro: string;
    metaTitle: string;
    description: string;
    issues: string;
    empty: string;
    sentOn: string;
    back: string;
    notFound: string;
    signUp: string;
  };
  /** description: {company} */
  contact: { description: string };
  team: {
    members: string;
    /** {name} in each */
    linkedIn: string;
    x: string;
    email: string;
  };
  legal: { lastUpdated: string; contents: string; privacyDescription: string; termsDescription: string };
  /** The site search (decision 192). results: {count}, {query}; noResults, metaTitleFor: {query} */
  search: {
    title: string;
    intro: string;
    metaTitle: string;
    metaTitleFor: string;
    description: string;
    prompt: string;
    results: { one: string; other: string };
    noResults: string;
    noResultsHint: string;
    contact: string;
    kinds: { post: string; service: string; project: string; faq: string; page: string };
  };
};

/** The part of the public layout loader's answer that carries the page's language's words. */
export type PageTextData = { pageText: PageText };

export const pageText: Record<Locale, PageText> = {
  en: {
    home: {
      pauseLogos: "Pause logo animation",
      metaTitle: "Software, Cloud and IT Services in Dhaka and London",
      description:
        "Custom software, cloud, web and mobile development, IT consulting and cybersecurity for growing businesses, from our teams in Dhaka and London.",
    },
    about: {
      story: { mission: "Our Mission", vision: "Our Vision" },
    },
    services: {
      mostPopular: "Most Popular",
      perYear: "/year",
      dailyVisitors: "Daily visitors",
      storage: "Storage",
      bandwidth: "Bandwidth",
      choose: "Choose {name}",
      step: "Step {n}",
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
      showing: "Showing {shown} of {total} products",
      showingAll: "Showing all {total} products",
      noMatch: "No products match your search",
      noMatchHint: "Try another word or category, or clear the filters to see everything.",
      clearFilters: "Clear filters",
      added: "{product} added to cart",
    },
    cart: {
      cart: "Cart",
      items: { one: "item", other: "items" },
      heading: "Your cart",
      close: "Close cart",
      empty: "Your cart is empty.",
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
      metaTitle: "{project}: case study",
    },
    blog: {
      articles: "Articles",
      empty: "No articles yet. Please check back soon.",
      pages: "Blog pages",
      previous: "Previous page",
      next: "Next page",
      pageOf: "Page {page} of {count}",
      category: "Category",
      tag: "Tag",
      tags: "Tags",
      topicIntro: "Every article on {name}, newest first.",
      topicMetaTitle: "{name}: articles",
    },
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
    contact: {
      description:
        "Contact {company} in Dhaka or London: send a message, call or email us. We reply within 24 business hours.",
    },
    team: {
      members: "Team members",
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
  },
  bn: {
    home: {
      pauseLogos: "লোগোর চলা থামান",
      metaTitle: "ঢাকা ও লন্ডনে সফটওয়্যার, ক্লাউড ও আইটি সেবা",
      description:
        "বেড়ে ওঠা প্রতিষ্ঠানের জন্য কাস্টম সফটওয়্যার, ক্লাউড, ওয়েব ও মোবাইল ডেভেলপমেন্ট, আইটি পরামর্শ ও সাইবার নিরাপত্তা, ঢাকা ও লন্ডনে আমাদের টিমের কাছ থেকে।",
    },
    about: {
      story: { mission: "আমাদের লক্ষ্য", vision: "আমাদের স্বপ্ন" },
    },
    services: {
      mostPopular: "সবচেয়ে জনপ্রিয়",
      perYear: "/বছর",
      dailyVisitors: "দৈনিক ভিজিটর",
      storage: "স্টোরেজ",
      bandwidth: "ব্যান্ডউইথ",
      choose: "{name} বেছে নিন",
      step: "ধাপ {n}",
      description: {
        withHosting:
          "কাস্টম সফটওয়্যার, আইটি পরামর্শ, ক্লাউড, ওয়েব ও মোবাইল ডেভেলপমেন্ট, সাইবার নিরাপত্তা, ডেটাবেস ও আইটি সাপোর্ট, সঙ্গে বছরে {from} থেকে ওয়েব হোস্টিং।",
        withoutHosting:
          "কাস্টম সফটওয়্যার, আইটি পরামর্শ, ক্লাউড, ওয়েব ও মোবাইল ডেভেলপমেন্ট, সাইবার নিরাপত্তা, ডেটাবেস ও আইটি সাপোর্ট।",
      },
    },
    shop: {
      products: "পণ্যসমূহ",
      search: "পণ্য খুঁজুন",
      searchButton: "খুঁজুন",
      categories: "পণ্যের ক্যাটাগরি",
      all: "সব",
      showing: "{total}টি পণ্যের মধ্যে {shown}টি দেখানো হচ্ছে",
      showingAll: "সব {total}টি পণ্য দেখানো হচ্ছে",
      noMatch: "আপনার খোঁজার সঙ্গে মেলে এমন কোনো পণ্য নেই",
      noMatchHint: "অন্য কোনো শব্দ বা ক্যাটাগরি দিয়ে চেষ্টা করুন, অথবা সব পণ্য দেখতে ফিল্টার মুছে দিন।",
      clearFilters: "ফিল্টার মুছুন",
      added: "{product} কার্টে যোগ হয়েছে",
    },
    cart: {
      cart: "কার্ট",
      items: { one: "টি পণ্য", other: "টি পণ্য" },
      heading: "আপনার কার্ট",
      close: "কার্ট বন্ধ করুন",
      empty: "আপনার কার্ট খালি।",
      each: "প্রতিটি {price}",
      fewer: "একটি কম",
      quantity: "পরিমাণ:",
      more: "আরও একটি",
      remove: "সরান",
      total: "মোট",
      confirm: "পণ্য আছে কি না, ডেলিভারি আর চূড়ান্ত দাম আমরা কোটেশনে নিশ্চিত করব।",
      quote: "কোটেশন চান",
    },
    product: { outOfFive: " (৫-এর মধ্যে)", addToCart: "কার্টে যোগ করুন" },
    serviceCard: { learnMore: "আরও জানুন", about: ": " },
    portfolio: {
      projects: "প্রকল্পসমূহ",
      empty: "নতুন কেস স্টাডি শিগগিরই আসছে। কিছুদিন পর আবার দেখুন।",
      technologiesFor: "{project}-এ ব্যবহৃত প্রযুক্তি",
      viewCaseStudy: "কেস স্টাডি দেখুন",
    },
    caseStudy: {
      allProjects: "সব প্রকল্প",
      technologies: "ব্যবহৃত প্রযুক্তি",
      visit: "প্রকল্পটি দেখুন",
      newTab: "(নতুন ট্যাবে খুলবে)",
      challenge: "চ্যালেঞ্জ",
      solution: "আমাদের সমাধান",
      results: "ফলাফল",
      gallery: "গ্যালারি",
      metaTitle: "{project}: কেস স্টাডি",
    },
    blog: {
      articles: "লেখাসমূহ",
      empty: "এখনও কোনো লেখা প্রকাশিত হয়নি। কিছুদিন পর আবার দেখুন।",
      pages: "ব্লগের পৃষ্ঠাগুলো",
      previous: "আগের পৃষ্ঠা",
      next: "পরের পৃষ্ঠা",
      pageOf: "পৃষ্ঠা {page} (মোট {count})",
      category: "বিভাগ",
      tag: "ট্যাগ",
      tags: "ট্যাগসমূহ",
      topicIntro: "{name} বিষয়ের সব লেখা, নতুনগুলো আগে।",
      topicMetaTitle: "{name}: লেখাসমূহ",
    },
    article: {
      notFound: "লেখাটি পাওয়া যায়নি",
      by: "লিখেছেন {author}",
      readMore: "আরও পড়ুন",
      back: "সব লেখায় ফিরে যান",
      minRead: "পড়তে {minutes} মিনিট",
      cta: {
        title: "আপনার ব্যবসার জন্য পরামর্শ চান?",
        text: "আমাদের প্রকৌশলী ও পরামর্শকেরা কোনো বাধ্যবাধকতা ছাড়াই আপনার পরিকল্পনা নিয়ে আলোচনা করতে প্রস্তুত।",
        link: "কথা বলুন",
      },
    },
    newsletterArchive: {
      title: "নিউজলেটার আর্কাইভ",
      intro: "এ পর্যন্ত পাঠানো আমাদের নিউজলেটারের সব সংখ্যা, সাইটেই পড়ুন।",
      metaTitle: "নিউজলেটার আর্কাইভ",
      description: "আমাদের নিউজলেটারের আগের সংখ্যাগুলো: প্রতিষ্ঠানের খবর আর কাজের প্রযুক্তি-পরামর্শ।",
      issues: "আগের সংখ্যাগুলো",
      empty: "এখনও কোনো সংখ্যা পাঠানো হয়নি। প্রথমটি পেতে সাবস্ক্রাইব করুন।",
      sentOn: "পাঠানো হয়েছে {date}",
      back: "সব সংখ্যা",
      notFound: "সংখ্যাটি পাওয়া যায়নি",
      signUp: "পরের সংখ্যাটি আপনার ইনবক্সে পান",
    },
    contact: {
      description:
        "ঢাকা বা লন্ডনে {company}-এর সঙ্গে যোগাযোগ করুন: বার্তা পাঠান, ফোন বা ইমেইল করুন। আমরা ২৪ কর্মঘণ্টার মধ্যে উত্তর দিই।",
    },
    team: {
      members: "টিমের সদস্যরা",
      linkedIn: "LinkedIn-এ {name} (নতুন ট্যাবে খুলবে)",
      x: "X (Twitter)-এ {name} (নতুন ট্যাবে খুলবে)",
      email: "{name}-কে ইমেইল করুন",
    },
    legal: {
      lastUpdated: "সর্বশেষ হালনাগাদ",
      contents: "সূচিপত্র",
      privacyDescription:
        "আমাদের যোগাযোগ ও নিউজলেটার ফর্ম কী তথ্য রাখে ও কতদিন, কুকি বা আইপি ঠিকানা ছাড়া কীভাবে পেজ ভিউ গোনা হয়, আর আপনার অধিকারগুলো কী।",
      termsDescription:
        "আমাদের ওয়েবসাইট ব্যবহার, কোটেশন চাওয়া, হোস্টিং প্যাকেজ ও ডেমো শপের শর্তাবলি, আর এসব বিষয়ে কীভাবে আমাদের সঙ্গে যোগাযোগ করবেন।",
    },
    search: {
      title: "অনুসন্ধান",
      intro: "পুরো সাইটে লেখা, সেবা, প্রকল্প আর প্রশ্নের উত্তর খুঁজুন।",
      metaTitle: "অনুসন্ধান",
      metaTitleFor: "অনুসন্ধান: {query}",
      description: "আমাদের লেখা, সেবা, প্রকল্প আর সাধারণ প্রশ্নের উত্তরে খুঁজুন।",
      prompt: "এক-দুটি শব্দ লিখে “খুঁজুন” চাপুন।",
      results: { one: "“{query}”-এর জন্য {count}টি ফলাফল", other: "“{query}”-এর জন্য {count}টি ফলাফল" },
      noResults: "“{query}”-এর সঙ্গে কিছু মেলেনি।",
      noResultsHint: "অন্য বা কম শব্দে আবার খুঁজুন, অথবা সরাসরি আমাদের জিজ্ঞেস করুন: এক কর্মদিবসের মধ্যে উত্তর দিই।",
      contact: "যোগাযোগ করুন",
      kinds: { post: "লেখা", service: "সেবা", project: "প্রকল্প", faq: "প্রশ্ন", page: "পৃষ্ঠা" },
    },
  },
};
