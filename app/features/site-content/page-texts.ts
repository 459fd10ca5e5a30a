import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { type TextKind, translatable, withTranslations } from "~/utils/translation-form";

// The headings, intros, section headings and calls to action of the site's fixed-layout pages (decision 174),
// declared once per page: each field's label, limit, kind and group. The admin's "Page texts" screens, the
// form schemas, the translated fields and the content types (decision 154) all derive from this list; the
// texts themselves are `page_copy` rows (decision 096) whose defaults, today's words, are app/content's.

/** A line, a paragraph, or a link's target (a path on this site or an https:// address, never translated). */
export type PageTextKind = "line" | "paragraph" | "link";

export type PageTextField = { label: string; max: number; kind: PageTextKind; group: string; hint?: string };

export type PageTextPage = {
  /** The page's name as staff know it ("About"). */
  label: string;
  /** Its public path (English; the Bengali edition is the same under /bn). */
  path: string;
  fields: Record<string, PageTextField>;
};

const line = (label: string, max: number, group: string, hint?: string) =>
  ({ label, max, kind: "line", group, hint }) as const;
const paragraph = (label: string, max: number, group: string, hint?: string) =>
  ({ label, max, kind: "paragraph", group, hint }) as const;
const link = (label: string, group: string) => ({ label, max: 300, kind: "link", group }) as const;

const HERO = "Page heading";
const CTA = "Closing call to action";
const YEAR_HINT = "{year} is replaced by the founding year from Settings.";

/** The heading and intro every page opens with. */
const hero = {
  heroTitle: line("Heading", 120, HERO),
  heroIntro: paragraph("Intro", 400, HERO),
} as const;

/** The closing band most pages end with: heading, text and a button with its target. */
const closingCta = {
  ctaTitle: line("Heading", 120, CTA),
  ctaText: paragraph("Text", 400, CTA),
  ctaLinkLabel: line("Button label", 40, CTA),
  ctaLinkTarget: link("Button target", CTA),
} as const;

/** A section's small label, heading and intro. */
function section<P extends string>(prefix: P, group: string) {
  return {
    [`${prefix}Eyebrow`]: line("Label above the heading", 80, group),
    [`${prefix}Title`]: line("Heading", 120, group),
    [`${prefix}Intro`]: paragraph("Intro", 300, group),
  } as Record<`${P}Eyebrow` | `${P}Title` | `${P}Intro`, PageTextField>;
}

const newsletter = {
  newsletterHeading: line("Heading", 120, "Newsletter sign-up"),
  newsletterIntro: paragraph("Text", 300, "Newsletter sign-up"),
} as const;

const HOME_INTROS = "Section headings";

/** Every page's texts, in the admin list's order (the site's menu order). */
export const pageTextPages = {
  home: {
    label: "Home",
    path: "/",
    fields: {
      heroEyebrow: line("Hero eyebrow", 120, "Hero"),
      heroHeadline: line("Hero headline", 120, "Hero"),
      heroSubheading: paragraph("Hero text", 400, "Hero"),
      heroPrimaryLabel: line("First button label", 40, "Hero"),
      heroPrimaryLink: link("First button target", "Hero"),
      heroSecondaryLabel: line("Second button label", 40, "Hero"),
      heroSecondaryLink: link("Second button target", "Hero"),
      heroImageAlt: line("Hero image alt text", 200, "Hero"),
      visionMissionHeading: line("Vision and mission heading", 120, HOME_INTROS),
      visionMissionIntro: paragraph("Vision and mission intro", 300, HOME_INTROS),
      servicesHeading: line("Services heading", 120, HOME_INTROS),
      servicesIntro: paragraph("Services intro", 300, HOME_INTROS),
      technologiesHeading: line("Technologies heading", 120, HOME_INTROS),
      technologiesIntro: paragraph("Technologies intro", 300, HOME_INTROS),
      clientsHeading: line("Clients heading", 120, HOME_INTROS),
      clientsIntro: paragraph("Clients intro", 300, HOME_INTROS),
      blogHeading: line("Blog heading", 120, HOME_INTROS),
      blogIntro: paragraph("Blog intro", 300, HOME_INTROS),
      allArticlesLabel: line("Link beside the blog heading", 40, HOME_INTROS),
      allArticlesLink: link("Link beside the blog heading: target", HOME_INTROS),
      whyChooseHeading: line("Why choose heading", 120, HOME_INTROS),
      whyChooseIntro: paragraph("Why choose intro", 300, HOME_INTROS),
      testimonialsHeading: line("Testimonials heading", 120, HOME_INTROS),
      testimonialsIntro: paragraph("Testimonials intro", 300, HOME_INTROS),
      ctaHeading: line("Closing heading", 120, CTA),
      ctaText: paragraph("Closing text", 400, CTA),
      ctaButtonLabel: line("Closing button label", 40, CTA),
      ctaButtonLink: link("Closing button target", CTA),
    },
  },
  about: {
    label: "About",
    path: "/about",
    fields: {
      heroTitle: line("Heading", 120, HERO),
      heroIntro: paragraph("Intro", 400, HERO, YEAR_HINT),
      figuresHeading: line("Figures heading (read out by screen readers)", 120, "Figures"),
      storyEyebrow: line("Label above the heading", 80, "Mission and vision"),
      storyTitle: line("Heading", 120, "Mission and vision"),
      ...section("values", "Core values"),
      teamLinkLabel: line("Button label", 40, "Core values"),
      teamLinkTarget: link("Button target", "Core values"),
      ...closingCta,
    },
  },
  services: {
    label: "Services",
    path: "/services",
    fields: {
      ...hero,
      ...section("services", "Services"),
      ...section("hosting", "Hosting packages"),
      hostingNote: paragraph("Note under the packages", 300, "Hosting packages"),
      ...section("process", "Process"),
      ...closingCta,
    },
  },
  shop: { label: "Shop", path: "/shop", fields: { ...hero, ...newsletter } },
  portfolio: { label: "Portfolio", path: "/portfolio", fields: { ...hero, ...closingCta } },
  team: { label: "Team", path: "/team", fields: { ...hero, ...closingCta } },
  blog: { label: "Blog", path: "/blog", fields: { ...hero, ...newsletter } },
  contact: {
    label: "Contact",
    path: "/contact",
    fields: {
      ...hero,
      formHeading: line("Form heading", 120, "Sections"),
      infoHeading: line("Contact information heading", 120, "Sections"),
      faqHeading: line("FAQ heading", 120, "Sections"),
    },
  },
} as const satisfies Record<string, PageTextPage>;

export type PageTextName = keyof typeof pageTextPages;
export const pageTextNames = Object.keys(pageTextPages) as PageTextName[];

type FieldsOf<N extends PageTextName> = (typeof pageTextPages)[N]["fields"];
export type PageTextFieldName<N extends PageTextName> = keyof FieldsOf<N> & string;
/** A page's texts by field name: what `page_copy.content` holds for it. */
export type PageTexts<N extends PageTextName> = Record<PageTextFieldName<N>, string>;
/** The fields that are words (translated), not link targets. */
export type TranslatedPageTextName<N extends PageTextName> = {
  [K in PageTextFieldName<N>]: FieldsOf<N>[K] extends { kind: "link" } ? never : K;
}[PageTextFieldName<N>];
/** A page's texts in another language: its words only (a link's target is the same in every edition). */
export type TranslatedPageTexts<N extends PageTextName> = Record<TranslatedPageTextName<N>, string>;

export function isPageTextName(value: string): value is PageTextName {
  return Object.hasOwn(pageTextPages, value);
}

/** A page's declared fields, in the form's order. */
export function pageTextFields(name: PageTextName): [string, PageTextField][] {
  return Object.entries(pageTextPages[name].fields as Record<string, PageTextField>);
}

/** The translated fields of a page, in the form's order. */
export function translatedPageTextFields<N extends PageTextName>(name: N): TranslatedPageTextName<N>[] {
  return pageTextFields(name)
    .filter(([, field]) => field.kind !== "link")
    .map(([key]) => key) as TranslatedPageTextName<N>[];
}

/** A path on this site ("/contact", "/shop?category=Laptops", "/about#team") or an https:// address. */
export function isLinkTarget(value: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && /^https:\/\/[^\s]+$/.test(value);
  } catch {
    return false;
  }
}

function fieldRule({ label, max, kind }: PageTextField): z.ZodString | z.ZodType<string> {
  const base = z.string().trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max} characters`);
  if (kind !== "link") return base;
  return base.refine(isLinkTarget, `${label} must be a path on this site, such as /contact, or an https:// address`);
}

/** A page's form parts: its English schema, its translated half and the whole form's schema. */
export function pageTextForm<N extends PageTextName>(name: N) {
  const fields = pageTextFields(name);
  const english = z.object(
    Object.fromEntries(fields.map(([key, field]) => [key, fieldRule(field)])),
  ) as unknown as z.ZodType<PageTexts<N>> & { shape: Record<PageTextFieldName<N>, z.ZodType> };
  const translated = translatedPageTextFields(name);
  const translation = translatable(
    english.shape as Record<TranslatedPageTextName<N>, z.ZodType>,
    Object.fromEntries(translated.map((key) => [key, "text"])) as Record<TranslatedPageTextName<N>, TextKind>,
  );
  return {
    english,
    translation,
    schema: withTranslations(english, translation),
    requiredKeys: fields.map(([key]) => key),
    values(form: FormData) {
      return {
        ...Object.fromEntries(fields.map(([key]) => [key, textField(form, key)])),
        ...translation.formValues(form),
      };
    },
  };
}
