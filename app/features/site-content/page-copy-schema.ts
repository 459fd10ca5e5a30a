import "~/utils/zod-config";

import { z } from "zod";

import { missionText, visionText } from "~/content/company";
import { homeHero } from "~/content/home";
import { pageTextDefaults } from "~/content/page-texts";
import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";

import { pageTextForm, type PageTexts } from "./page-texts";

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

/** The home page's copy: its declaration in page-texts.ts (decision 174), under the names decision 096 gave it. */
const homeForm = pageTextForm("home");

export type HomeCopy = PageTexts<"home">;
export const homeCopySchema = homeForm.english;
export const homeCopyDefaults: HomeCopy = pageTextDefaults.home;

export const visionMissionRequiredKeys = ["vision", "mission"] as const;

/** Every text of the home copy, and vision and mission, in each language (decision 080), with the English rules. */
export const homeCopyTranslation = homeForm.translation;
export const visionMissionTranslation = translatable(visionMissionSchema.shape, { vision: "text", mission: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const visionMissionFormSchema = withTranslations(visionMissionSchema, visionMissionTranslation);

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

/** The home page's copy in the shape its component draws (the hero's artwork stays a committed file). */
export function homePageContent(home: HomeCopy, visionMission: VisionMissionCopy) {
  return {
    hero: {
      eyebrow: home.heroEyebrow,
      headline: home.heroHeadline,
      subheading: home.heroSubheading,
      primaryCta: { label: home.heroPrimaryLabel, to: home.heroPrimaryLink },
      secondaryCta: { label: home.heroSecondaryLabel, to: home.heroSecondaryLink },
      image: homeHero.image,
      imageAlt: home.heroImageAlt,
    },
    sections: {
      visionMission: { heading: home.visionMissionHeading, intro: home.visionMissionIntro },
      services: { heading: home.servicesHeading, intro: home.servicesIntro },
      technologies: { heading: home.technologiesHeading, intro: home.technologiesIntro },
      clients: { heading: home.clientsHeading, intro: home.clientsIntro },
      blog: {
        heading: home.blogHeading,
        intro: home.blogIntro,
        linkLabel: home.allArticlesLabel,
        linkTo: home.allArticlesLink,
      },
      whyChoose: { heading: home.whyChooseHeading, intro: home.whyChooseIntro },
      testimonials: { heading: home.testimonialsHeading, intro: home.testimonialsIntro },
    },
    vision: { key: "vision" as const, text: visionMission.vision, icon: "Eye" },
    mission: { key: "mission" as const, text: visionMission.mission, icon: "Target" },
    cta: {
      heading: home.ctaHeading,
      text: home.ctaText,
      button: { label: home.ctaButtonLabel, to: home.ctaButtonLink },
    },
  };
}
