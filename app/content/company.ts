// Company-wide static content. The brand name lives ONLY here (companyDefaults.name)
// so staff can change it in one place. Every page's frame (footer, metadata) imports this module, so
// it holds only what is shared; a page's own copy lives in a module of its own, loaded with that page.

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
