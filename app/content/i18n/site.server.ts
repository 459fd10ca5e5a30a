import { type Locale, locales } from "~/utils/locale";

import { fallbackSiteText } from "./fallback";

// The public site's own words (not content staff edit): navigation, header, footer, buttons, the 404 and
// error pages. English values are the spec's texts exactly; a missing Bengali key is a type error.
// Numbers inside these texts are formatted by the caller (utils/locale-format.ts).
//
// Server-only: the root loader sends the page's language's part to the browser as data (decision 137), so
// no language's words are part of the JavaScript. A text that takes a value is a template whose
// {placeholders} utils/fill-template.ts fills.

export type SiteText = {
  skipToContent: string;
  /**
   * The menus' first labels (`nav`, `footer.links`, `footer.privacy`, `footer.terms`): a database gets them once
   * (app/db/seed-menus.server.ts); from then on the header and footer show the menus staff keep (decision 171).
   */
  nav: {
    home: string;
    about: string;
    services: string;
    shop: string;
    portfolio: string;
    team: string;
    blog: string;
    contact: string;
  };
  header: {
    mainNav: string;
    mobileNav: string;
    openMenu: string;
    closeMenu: string;
    /** {company} */
    homeLink: string;
    /** The header's search box (decision 192): its label, its placeholder and its button's name. */
    search: { label: string; placeholder: string; button: string };
  };
  /** The header's link to the same page in the other language: written in that language, as a visitor looks for it. */
  languageSwitch: { label: string; hint: string };
  footer: {
    quickLinks: string;
    links: { about: string; services: string; portfolio: string; team: string; blog: string; contact: string };
    offices: string;
    dhaka: string;
    london: string;
    getInTouch: string;
    businessHours: string;
    /** {year} */
    foundedIn: string;
    /** {year}, {company} */
    rights: string;
    privacy: string;
    terms: string;
    /** {company} */
    elsewhere: string;
    /** {company}, {site} */
    onSite: string;
  };
  scrollToTop: string;
  notFound: { title: string; text: string; back: string };
  error: { title: string; text: string; back: string };
  /**
   * Each page's title and description for search engines and link previews. Their headings and intros are
   * page texts staff edit (decision 174).
   */
  pages: {
    /** description: {year} */
    about: PageSeo & { description: string };
    services: PageSeo;
    shop: PageSeo & { description: string };
    portfolio: PageSeo & { description: string };
    team: PageSeo & { description: string };
    blog: PageSeo & { description: string };
  };
};

type PageSeo = { metaTitle: string };

export const siteText: Record<Locale, SiteText> = {
  en: {
    skipToContent: fallbackSiteText.skipToContent,
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
      homeLink: "{company} home",
      search: { label: "Search the site", placeholder: "Search", button: "Search" },
    },
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
      foundedIn: "Founded in {year}",
      rights: "© {year} {company}. All rights reserved.",
      privacy: "Privacy Policy",
      terms: "Terms of Service",
      elsewhere: "{company} elsewhere",
      onSite: "{company} on {site} (opens in a new tab)",
    },
    scrollToTop: "Scroll to top",
    notFound: fallbackSiteText.notFound,
    error: fallbackSiteText.error,
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
  },
  bn: {
    skipToContent: "মূল অংশে যান",
    nav: {
      home: "হোম",
      about: "আমাদের কথা",
      services: "সেবা",
      shop: "শপ",
      portfolio: "পোর্টফোলিও",
      team: "টিম",
      blog: "ব্লগ",
      contact: "যোগাযোগ",
    },
    header: {
      mainNav: "প্রধান মেনু",
      mobileNav: "প্রধান মেনু (মোবাইল)",
      openMenu: "মেনু খুলুন",
      closeMenu: "মেনু বন্ধ করুন",
      homeLink: "{company} হোমপেজ",
      search: { label: "সাইটে খুঁজুন", placeholder: "খুঁজুন", button: "খুঁজুন" },
    },
    languageSwitch: { label: "বাংলা", hint: "এই পৃষ্ঠার বাংলা সংস্করণ" },
    footer: {
      quickLinks: "দরকারি লিংক",
      links: {
        about: "আমাদের কথা",
        services: "সেবাসমূহ",
        portfolio: "পোর্টফোলিও",
        team: "আমাদের টিম",
        blog: "ব্লগ",
        contact: "যোগাযোগ",
      },
      offices: "আমাদের অফিস",
      dhaka: "ঢাকা",
      london: "লন্ডন",
      getInTouch: "যোগাযোগ করুন",
      businessHours: "অফিস সময়: ",
      foundedIn: "প্রতিষ্ঠা {year} সালে",
      rights: "© {year} {company}। সর্বস্বত্ব সংরক্ষিত।",
      privacy: "গোপনীয়তা নীতি",
      terms: "সেবার শর্তাবলি",
      elsewhere: "অন্যান্য মাধ্যমে {company}",
      onSite: "{site}-এ {company} (নতুন ট্যাবে খুলবে)",
    },
    scrollToTop: "একদম উপরে যান",
    notFound: {
      title: "পৃষ্ঠাটি পাওয়া যায়নি",
      text: "আপনি যে পৃষ্ঠাটি খুঁজছেন সেটি নেই, অথবা অন্য ঠিকানায় সরানো হয়েছে।",
      back: "হোমপেজে ফিরে যান",
    },
    error: {
      title: "অপ্রত্যাশিত একটি সমস্যা হয়েছে!",
      text: "আমাদের দিকে কিছু একটা ঠিকমতো কাজ করেনি। একটু পরে আবার চেষ্টা করুন।",
      back: "হোমপেজে ফিরে যান",
    },
    pages: {
      about: {
        metaTitle: "আমাদের কথা",
        description:
          "{year} সালে প্রতিষ্ঠিত, অফিস ঢাকা ও লন্ডনে: ৫০০+ ক্লায়েন্ট, ৫০+ পুরস্কার, আর উদ্ভাবন, দক্ষতা ও সততার ওপর গড়া একটি টিম।",
      },
      services: {
        metaTitle: "সেবা ও হোস্টিং প্যাকেজ",
      },
      shop: {
        metaTitle: "শপ: ল্যাপটপ, ডিসপ্লে ও অ্যাক্সেসরিজ",
        description:
          "আমাদের সরবরাহ ও সাপোর্ট করা ল্যাপটপ, মনিটর, অডিও, গেমিং সামগ্রী, ওয়্যারেবল ও স্টোরেজ দেখুন, আর আপনার কার্টের জন্য কোটেশন চেয়ে নিন।",
      },
      portfolio: {
        metaTitle: "আমাদের পোর্টফোলিও",
        description:
          "আমাদের কাজের কেস স্টাডি: লজিস্টিক্স প্ল্যাটফর্ম, মোবাইল ব্যাংকিং, গার্মেন্টস ERP, ই-কমার্স, ক্লাউড মাইগ্রেশন ও শিক্ষা বিশ্লেষণ।",
      },
      team: {
        metaTitle: "আমাদের টিম",
        description:
          "ঢাকা ও লন্ডনের সেই প্রকৌশলী, ডিজাইনার ও পরামর্শকদের সঙ্গে পরিচিত হোন, যাঁরা আমাদের ক্লায়েন্টদের সফটওয়্যার ও অবকাঠামো পরিকল্পনা, তৈরি ও সাপোর্ট করেন।",
      },
      blog: {
        metaTitle: "আমাদের ব্লগ",
        description:
          "ক্লাউড মাইগ্রেশন, ওয়েবসাইটের গতি, সাইবার নিরাপত্তা, মোবাইল-ফার্স্ট ডিজাইন ও ডিজিটাল রূপান্তর নিয়ে বেড়ে ওঠা প্রতিষ্ঠানের জন্য লেখা।",
      },
    },
  },
};

/** What the browser is sent: the page's language's words, and how the other edition names itself (the switcher's link). */
export type SiteWords = SiteText & { otherEdition: { locale: Locale } & SiteText["languageSwitch"] };

/** The part of the root loader's answer that carries them. */
export type SiteTextData = { siteText: SiteWords };

export function siteWordsFor(locale: Locale): SiteWords {
  const other = locales.find((candidate) => candidate !== locale)!;
  return { ...siteText[locale], otherEdition: { locale: other, ...siteText[other].languageSwitch } };
}
