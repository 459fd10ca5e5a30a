// The home page's demo copy (hero, section headings and intros, closing call to action): the defaults and
// seed of the page copy staff edit under Admin → Page texts (decisions 096, 174). The page itself reads the
// database, as it does for the services, "why choose us" items, technology logos and blog teasers.

import { companyDefaults, missionText, visionText } from "./company";

export type CtaLink = {
  label: string;
  to: string;
};

export type HomeHero = {
  eyebrow: string;
  headline: string;
  subheading: string;
  primaryCta: CtaLink;
  secondaryCta: CtaLink;
  /** Decorative hero artwork (optional to use). */
  image: string;
  imageAlt: string;
};

export const homeHero: HomeHero = {
  eyebrow: "Software, cloud and IT services from Dhaka and London",
  headline: "Technology that moves your business forward",
  subheading:
    "We design, build and run dependable software, cloud platforms and websites for ambitious organisations, with senior engineers, clear fixed quotes and support that continues long after launch.",
  primaryCta: { label: "Get Started", to: "/contact" },
  secondaryCta: { label: "Our Services", to: "/services" },
  image: "/images/portfolio/logistics-tracking-platform.svg",
  imageAlt: "Mock-up of a logistics dashboard built by our team",
};

export type SectionIntro = {
  heading: string;
  intro: string;
};

export const homeSections: {
  visionMission: SectionIntro;
  services: SectionIntro;
  technologies: SectionIntro;
  clients: SectionIntro;
  blog: SectionIntro;
  whyChoose: SectionIntro;
} = {
  visionMission: {
    heading: "Our Vision & Mission",
    intro: "Why we exist and how we work with every client.",
  },
  services: {
    heading: "Our Services",
    intro: "End-to-end technology services, from the first idea to long-term support.",
  },
  technologies: {
    heading: "Technologies We Use",
    intro: "Proven, well-supported tools that your business can rely on for years.",
  },
  clients: {
    heading: "Trusted by Growing Businesses",
    intro: "A few of the organisations we are proud to work with.",
  },
  blog: {
    heading: "Latest Insights",
    intro: "Practical advice from our engineers and consultants.",
  },
  whyChoose: {
    heading: `Why Choose ${companyDefaults.shortName}`,
    intro: "What working with us looks like in practice.",
  },
};

export const homeVision = { title: "Our Vision", text: visionText, icon: "Eye" };
export const homeMission = { title: "Our Mission", text: missionText, icon: "Target" };

export type HomeCta = {
  heading: string;
  text: string;
  button: CtaLink;
};

export const homeCta: HomeCta = {
  heading: "Ready to Transform Your Business?",
  text: "Tell us about your project and we will reply within 24 business hours with next steps and an honest view of what it will take.",
  button: { label: "Contact Us Today", to: "/contact" },
};
