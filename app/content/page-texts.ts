import type { PageTextName, PageTexts } from "~/features/site-content/page-texts";

import { homeCta, homeHero, homeSections } from "./home";

// The fixed-layout pages' headings, intros and calls to action as the site first shows them (decision 174): the
// seed of the page texts staff edit under Admin → Page texts, and what a page shows for a field its row lacks.
// English values are the spec's texts exactly.

const homeTexts: PageTexts<"home"> = {
  heroEyebrow: homeHero.eyebrow,
  heroHeadline: homeHero.headline,
  heroSubheading: homeHero.subheading,
  heroPrimaryLabel: homeHero.primaryCta.label,
  heroPrimaryLink: homeHero.primaryCta.to,
  heroSecondaryLabel: homeHero.secondaryCta.label,
  heroSecondaryLink: homeHero.secondaryCta.to,
  heroImageAlt: homeHero.imageAlt,
  visionMissionHeading: homeSections.visionMission.heading,
  visionMissionIntro: homeSections.visionMission.intro,
  servicesHeading: homeSections.services.heading,
  servicesIntro: homeSections.services.intro,
  technologiesHeading: homeSections.technologies.heading,
  technologiesIntro: homeSections.technologies.intro,
  clientsHeading: homeSections.clients.heading,
  clientsIntro: homeSections.clients.intro,
  blogHeading: homeSections.blog.heading,
  blogIntro: homeSections.blog.intro,
  allArticlesLabel: "All articles",
  allArticlesLink: "/blog",
  whyChooseHeading: homeSections.whyChoose.heading,
  whyChooseIntro: homeSections.whyChoose.intro,
  testimonialsHeading: "What Our Clients Say",
  testimonialsIntro: "Results in our clients' own words.",
  ctaHeading: homeCta.heading,
  ctaText: homeCta.text,
  ctaButtonLabel: homeCta.button.label,
  ctaButtonLink: homeCta.button.to,
};

export const pageTextDefaults: { [N in PageTextName]: PageTexts<N> } = {
  home: homeTexts,
  about: {
    heroTitle: "About Us",
    heroIntro:
      "Since {year}, our engineers in Dhaka and consultants in London have helped growing businesses plan, build and run the technology they depend on.",
    figuresHeading: "Our track record",
    storyEyebrow: "Who we are",
    storyTitle: "Mission and Vision",
    valuesEyebrow: "What guides us",
    valuesTitle: "Our Core Values",
    valuesIntro: "Three principles shape every project, every quote and every conversation.",
    teamLinkLabel: "Meet Our Team",
    teamLinkTarget: "/team",
    ctaTitle: "Let's Build Something Together",
    ctaText: "Tell us where your business is heading, and we will show you how technology can help it get there.",
    ctaLinkLabel: "Get in Touch",
    ctaLinkTarget: "/contact",
  },
  services: {
    heroTitle: "Our Services",
    heroIntro:
      "From strategy to support: software, cloud, web, mobile, data and security services that help your business work better.",
    servicesEyebrow: "What we do",
    servicesTitle: "Services Built Around Your Business",
    servicesIntro: "Every engagement is led by senior engineers and priced in writing before work begins.",
    hostingEyebrow: "Web hosting",
    hostingTitle: "Hosting Packages",
    hostingIntro: "Fast, secure hosting managed by our own engineers. Prices are per year, in Bangladeshi taka.",
    hostingNote: "All packages include free migration, free unlimited SSL and a free domain worth $11.99.",
    processEyebrow: "How we work",
    processTitle: "Our Process",
    processIntro: "Four clear steps, with a working demo and a progress report along the way.",
    ctaTitle: "Not Sure Which Service You Need?",
    ctaText: "Tell us about your goals and we will recommend the right mix, with a clear written quote.",
    ctaLinkLabel: "Contact Us",
    ctaLinkTarget: "/contact",
  },
  shop: {
    heroTitle: "Shop",
    heroIntro:
      "Laptops, displays, audio and accessories we recommend and support. Add what you need to your cart and we will send you a quote.",
    newsletterHeading: "Subscribe to Our Newsletter",
    newsletterIntro: "New products, offers and practical tech advice, about once a month. Unsubscribe at any time.",
  },
  portfolio: {
    heroTitle: "Our Portfolio",
    heroIntro: "Explore our latest projects and see how we've helped businesses transform their digital presence.",
    ctaTitle: "Ready to Start Your Project?",
    ctaText:
      "Tell us what you want to build. We will reply within 24 business hours with next steps and an honest estimate.",
    ctaLinkLabel: "Get Started",
    ctaLinkTarget: "/contact",
  },
  team: {
    heroTitle: "Our Team",
    heroIntro: "Meet the talented professionals who make our success possible",
    ctaTitle: "Join Our Team",
    ctaText:
      "We are always glad to hear from engineers, designers and consultants who care about doing excellent work.",
    ctaLinkLabel: "View Open Positions",
    ctaLinkTarget: "/contact",
  },
  blog: {
    heroTitle: "Our Blog",
    heroIntro:
      "Practical insights on software, cloud, security and digital strategy from our engineers and consultants.",
    newsletterHeading: "Subscribe to Our Newsletter",
    newsletterIntro: "Get our latest articles and practical technology advice in your inbox, about once a month.",
  },
  contact: {
    heroTitle: "Contact Us",
    heroIntro: "Tell us about your project or ask us anything. We reply to every message within 24 business hours.",
    formHeading: "Send Us a Message",
    infoHeading: "Contact Information",
    faqHeading: "Frequently Asked Questions",
  },
};
