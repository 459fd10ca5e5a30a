// Company-wide static content. The brand name lives ONLY here (companyDefaults.name)
// so staff can change it in one place.

export type SocialLinks = {
  linkedin: string;
  twitter: string;
  facebook: string;
  github: string;
};

export type BusinessHours = {
  weekdays: string;
  saturday: string;
};

export type CompanyInfo = {
  name: string;
  shortName: string;
  legalName: string;
  tagline: string;
  phone: string;
  /** Phone number in tel: URI form (no spaces or dashes). */
  phoneHref: string;
  email: string;
  privacyEmail: string;
  domain: string;
  dhakaAddress: string;
  londonAddress: string;
  businessHours: BusinessHours;
  foundedYear: number;
  copyrightYear: number;
  social: SocialLinks;
};

export const companyDefaults: CompanyInfo = {
  name: "Codexa Technologies",
  shortName: "Codexa",
  legalName: "Codexa Technologies Ltd.",
  tagline: "Software, cloud and IT services that help ambitious businesses grow.",
  phone: "+880 1711-000000",
  phoneHref: "tel:+8801711000000",
  email: "info@codexatech.com",
  privacyEmail: "privacy@codexatech.com",
  domain: "codexatech.com",
  dhakaAddress: "House 42, Road 11, Banani, Dhaka 1213, Bangladesh",
  londonAddress: "Second Floor, 18 Leonard Street, London EC2A 4AX, United Kingdom",
  businessHours: {
    weekdays: "Monday-Friday: 9AM-6PM",
    saturday: "Saturday: 10AM-2PM",
  },
  foundedYear: 2014,
  copyrightYear: 2025,
  social: {
    linkedin: "https://www.linkedin.com/company/codexa-technologies",
    twitter: "https://twitter.com/codexatech",
    facebook: "https://www.facebook.com/codexatech",
    github: "https://github.com/codexatech",
  },
};

export const visionText =
  "To be the most trusted technology partner for growing businesses in Bangladesh and beyond, known for software that is dependable, secure and built to last.";

export const missionText =
  "We turn business goals into working technology. By pairing senior engineers in Dhaka and London with clear communication and honest pricing, we deliver software, cloud and IT services that save our clients time, reduce their risk and open new markets.";

export type CoreValue = {
  title: string;
  description: string;
  /** lucide-react icon component name, e.g. "Lightbulb". */
  icon: string;
};

export const coreValues: CoreValue[] = [
  {
    title: "Innovation",
    description:
      "We look for the simplest modern solution that solves the real problem, and we keep learning so our clients benefit from proven new tools as soon as they are ready.",
    icon: "Lightbulb",
  },
  {
    title: "Excellence",
    description:
      "Code reviews, automated tests and careful documentation are part of every project, not optional extras. We measure our work by how well it runs years after launch.",
    icon: "Award",
  },
  {
    title: "Integrity",
    description:
      "Fixed quotes in writing, transparent progress reports and straight answers. If something is not right for your business, we will tell you, even when it costs us the work.",
    icon: "ShieldCheck",
  },
];

export type Stat = {
  label: string;
  value: number;
  suffix: string;
};

export const stats: Stat[] = [
  { label: "Clients Served", value: 500, suffix: "+" },
  { label: "Awards Won", value: 50, suffix: "+" },
  { label: "Years Experience", value: 10, suffix: "+" },
  { label: "Countries Reached", value: 30, suffix: "+" },
];

export type WhyChooseItem = {
  title: string;
  description: string;
  /** lucide-react icon component name. */
  icon: string;
};

export const whyChoose: WhyChooseItem[] = [
  {
    title: "Two offices, one team",
    description:
      "Engineers in Dhaka and consultants in London give you overlapping working hours across Asia and Europe, with a single point of contact.",
    icon: "Globe2",
  },
  {
    title: "Senior engineers on every project",
    description:
      "Every project is led by an engineer with at least eight years of experience, and every change is reviewed before it reaches production.",
    icon: "Users",
  },
  {
    title: "Clear, fixed quotes",
    description:
      "You receive a written scope and price before work begins. No surprise invoices, and changes are agreed with you in writing first.",
    icon: "FileCheck",
  },
  {
    title: "Security by default",
    description:
      "Encrypted connections, least-privilege access, regular updates and tested backups are included as standard, not sold as add-ons.",
    icon: "Lock",
  },
  {
    title: "Support after launch",
    description:
      "We stay with you after go-live, with monitoring, maintenance plans and a promise to reply to every enquiry within 24 business hours.",
    icon: "Headphones",
  },
  {
    title: "Technology that fits",
    description:
      "We recommend proven, well-supported tools that your own staff can maintain, rather than whatever happens to be fashionable this year.",
    icon: "Layers",
  },
];

export type ProcessStep = {
  step: number;
  title: string;
  description: string;
  /** lucide-react icon component name. */
  icon: string;
};

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: "Discovery",
    description:
      "We meet your team, learn how the business works today and agree what success looks like, in measurable terms.",
    icon: "Search",
  },
  {
    step: 2,
    title: "Planning",
    description:
      "We turn the findings into a written scope, architecture, timeline and fixed quote, so everyone knows exactly what will be delivered.",
    icon: "ClipboardList",
  },
  {
    step: 3,
    title: "Development",
    description:
      "We build in short iterations with a working demo every two weeks, automated tests and regular progress reports.",
    icon: "Code2",
  },
  {
    step: 4,
    title: "Delivery",
    description:
      "We launch carefully, train your staff, hand over documentation and stay on hand with support and maintenance.",
    icon: "Rocket",
  },
];

export type FaqItem = {
  question: string;
  answer: string;
};

export const faq: FaqItem[] = [
  {
    question: "What services do you offer?",
    answer:
      "We offer custom software development, IT consulting, cloud solutions, digital transformation, web and mobile app development, cybersecurity, database management, IT support and web hosting, for businesses of every size.",
  },
  {
    question: "How do I request a quote?",
    answer:
      "Send us a message using the contact form on this page, or email or call us. Tell us briefly what you need and, if you can, your timeline and budget. We will arrange a short discovery call and then send you a written, itemised quote.",
  },
  {
    question: "What is your typical response time?",
    answer:
      "We reply to every enquiry within 24 business hours. Our business hours are Monday to Friday, 9AM to 6PM, and Saturday, 10AM to 2PM (Dhaka time).",
  },
];
