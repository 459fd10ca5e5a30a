import "~/utils/zod-config";

import { z } from "zod";

import { missionText, visionText } from "~/content/company";
import { homeCta, homeHero, homeSections } from "~/content/home";
import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";

// Page copy that is not a list (decision 096): one row per name in `page_copy`, its fields a JSON object
// checked with these schemas in the browser and in the action. The defaults are today's texts: the seed,
// and what a page shows for a field a row lacks.

const text = (label: string, max: number, required = true) => {
  const base = z.string().trim().max(max, `${label} can be at most ${max} characters`);
  return required ? base.min(1, `${label} is required`) : base;
};

export const visionMissionSchema = z.object({
  vision: text("Vision", 600),
  mission: text("Mission", 800),
});

export type VisionMissionCopy = z.output<typeof visionMissionSchema>;

export const visionMissionDefaults: VisionMissionCopy = { vision: visionText, mission: missionText };

/** The home page's copy; each field's label and limit, in the editor's order. */
export const homeCopyFields = {
  heroEyebrow: { label: "Hero eyebrow", max: 120, multiline: false, group: "Hero" },
  heroHeadline: { label: "Hero headline", max: 120, multiline: false, group: "Hero" },
  heroSubheading: { label: "Hero text", max: 400, multiline: true, group: "Hero" },
  heroPrimaryLabel: { label: "First button (to Contact)", max: 40, multiline: false, group: "Hero" },
  heroSecondaryLabel: { label: "Second button (to Services)", max: 40, multiline: false, group: "Hero" },
  heroImageAlt: { label: "Hero image alt text", max: 200, multiline: false, group: "Hero" },
  visionMissionHeading: { label: "Vision and mission heading", max: 120, multiline: false, group: "Section intros" },
  visionMissionIntro: { label: "Vision and mission intro", max: 300, multiline: true, group: "Section intros" },
  servicesHeading: { label: "Services heading", max: 120, multiline: false, group: "Section intros" },
  servicesIntro: { label: "Services intro", max: 300, multiline: true, group: "Section intros" },
  servicesLinkLabel: { label: "Services link", max: 40, multiline: false, group: "Section intros" },
  technologiesHeading: { label: "Technologies heading", max: 120, multiline: false, group: "Section intros" },
  technologiesIntro: { label: "Technologies intro", max: 300, multiline: true, group: "Section intros" },
  clientsHeading: { label: "Clients heading", max: 120, multiline: false, group: "Section intros" },
  clientsIntro: { label: "Clients intro", max: 300, multiline: true, group: "Section intros" },
  blogHeading: { label: "Blog heading", max: 120, multiline: false, group: "Section intros" },
  blogIntro: { label: "Blog intro", max: 300, multiline: true, group: "Section intros" },
  blogLinkLabel: { label: "Blog link", max: 40, multiline: false, group: "Section intros" },
  whyChooseHeading: { label: "Why choose heading", max: 120, multiline: false, group: "Section intros" },
  whyChooseIntro: { label: "Why choose intro", max: 300, multiline: true, group: "Section intros" },
  ctaHeading: { label: "Closing heading", max: 120, multiline: false, group: "Closing call to action" },
  ctaText: { label: "Closing text", max: 400, multiline: true, group: "Closing call to action" },
  ctaButtonLabel: { label: "Closing button (to Contact)", max: 40, multiline: false, group: "Closing call to action" },
} as const;

export type HomeCopyField = keyof typeof homeCopyFields;

export const homeCopyFieldNames = Object.keys(homeCopyFields) as HomeCopyField[];

export const homeCopySchema = z.object(
  Object.fromEntries(
    homeCopyFieldNames.map((name) => [name, text(homeCopyFields[name].label, homeCopyFields[name].max)]),
  ) as Record<HomeCopyField, z.ZodString>,
);

export type HomeCopy = z.output<typeof homeCopySchema>;

export const homeCopyDefaults: HomeCopy = {
  heroEyebrow: homeHero.eyebrow,
  heroHeadline: homeHero.headline,
  heroSubheading: homeHero.subheading,
  heroPrimaryLabel: homeHero.primaryCta.label,
  heroSecondaryLabel: homeHero.secondaryCta.label,
  heroImageAlt: homeHero.imageAlt,
  visionMissionHeading: homeSections.visionMission.heading,
  visionMissionIntro: homeSections.visionMission.intro,
  servicesHeading: homeSections.services.heading,
  servicesIntro: homeSections.services.intro,
  servicesLinkLabel: homeSections.services.linkLabel,
  technologiesHeading: homeSections.technologies.heading,
  technologiesIntro: homeSections.technologies.intro,
  clientsHeading: homeSections.clients.heading,
  clientsIntro: homeSections.clients.intro,
  blogHeading: homeSections.blog.heading,
  blogIntro: homeSections.blog.intro,
  blogLinkLabel: homeSections.blog.linkLabel,
  whyChooseHeading: homeSections.whyChoose.heading,
  whyChooseIntro: homeSections.whyChoose.intro,
  ctaHeading: homeCta.heading,
  ctaText: homeCta.text,
  ctaButtonLabel: homeCta.button.label,
};

export const homeCopyRequiredKeys = homeCopyFieldNames;
export const visionMissionRequiredKeys = ["vision", "mission"] as const;

/** Every text of the home copy, and vision and mission, in each language (decision 080), with the English rules. */
export const homeCopyTranslation = translatable(
  homeCopySchema.shape,
  Object.fromEntries(homeCopyFieldNames.map((name) => [name, "text"])) as Record<HomeCopyField, "text">,
);
export const visionMissionTranslation = translatable(visionMissionSchema.shape, { vision: "text", mission: "text" });

/** The editors' whole forms: the English fields and their Bengali texts. */
export const homeCopyFormSchema = withTranslations(homeCopySchema, homeCopyTranslation);
export const visionMissionFormSchema = withTranslations(visionMissionSchema, visionMissionTranslation);

export function homeCopyFormValues(form: FormData) {
  return {
    ...(Object.fromEntries(homeCopyFieldNames.map((name) => [name, textField(form, name)])) as HomeCopy),
    ...homeCopyTranslation.formValues(form),
  };
}

export function visionMissionFormValues(form: FormData) {
  return {
    vision: textField(form, "vision"),
    mission: textField(form, "mission"),
    ...visionMissionTranslation.formValues(form),
  };
}

/** A stored row's fields over the defaults: a field the row lacks (or has as a non-string) shows today's text. */
export function withDefaults<T extends Record<string, string>>(defaults: T, stored: unknown): T {
  const merged = { ...defaults };
  if (stored && typeof stored === "object") {
    for (const key of Object.keys(defaults) as (keyof T)[]) {
      const value = (stored as Record<string, unknown>)[key as string];
      if (typeof value === "string" && value.trim() !== "") merged[key] = value as T[keyof T];
    }
  }
  return merged;
}

/** The home page's copy in the shape its component draws (links stay fixed: the spec names them). */
export function homePageContent(home: HomeCopy, visionMission: VisionMissionCopy) {
  return {
    hero: {
      eyebrow: home.heroEyebrow,
      headline: home.heroHeadline,
      subheading: home.heroSubheading,
      primaryCta: { label: home.heroPrimaryLabel, to: homeHero.primaryCta.to },
      secondaryCta: { label: home.heroSecondaryLabel, to: homeHero.secondaryCta.to },
      image: homeHero.image,
      imageAlt: home.heroImageAlt,
    },
    sections: {
      visionMission: { heading: home.visionMissionHeading, intro: home.visionMissionIntro },
      services: {
        heading: home.servicesHeading,
        intro: home.servicesIntro,
        linkLabel: home.servicesLinkLabel,
        linkTo: homeSections.services.linkTo,
      },
      technologies: { heading: home.technologiesHeading, intro: home.technologiesIntro },
      clients: { heading: home.clientsHeading, intro: home.clientsIntro },
      blog: {
        heading: home.blogHeading,
        intro: home.blogIntro,
        linkLabel: home.blogLinkLabel,
        linkTo: homeSections.blog.linkTo,
      },
      whyChoose: { heading: home.whyChooseHeading, intro: home.whyChooseIntro },
    },
    vision: { key: "vision" as const, text: visionMission.vision, icon: "Eye" },
    mission: { key: "mission" as const, text: visionMission.mission, icon: "Target" },
    cta: {
      heading: home.ctaHeading,
      text: home.ctaText,
      button: { label: home.ctaButtonLabel, to: homeCta.button.to },
    },
  };
}
