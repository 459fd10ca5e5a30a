// Team members shown on /team. Portraits are generated avatars (see public/images/CREDITS.md).

import { companyDefaults } from "./company";

/** Profile links are optional ("" shows no icon); only http(s) addresses are allowed. */
export type TeamSocial = {
  linkedin: string;
  twitter: string;
  email: string;
};

export type TeamMember = {
  slug: string;
  name: string;
  role: string;
  bio: string;
  /** Public path, "/images/team/<slug>.svg". */
  image: string;
  imageAlt: string;
  social: TeamSocial;
};

export const teamMembers: TeamMember[] = [
  {
    slug: "tanvir-rahman",
    name: "Tanvir Rahman",
    role: "Chief Executive Officer",
    bio: "Tanvir founded the company in Dhaka in 2014 after a decade building banking software in Bangladesh and Singapore. He leads strategy and still reviews the architecture of every major project.",
    image: "/images/team/tanvir-rahman.svg",
    imageAlt: "Illustrated portrait of Tanvir Rahman",
    social: {
      linkedin: "",
      twitter: "",
      email: `tanvir.rahman@${companyDefaults.domain}`,
    },
  },
  {
    slug: "sarah-whitfield",
    name: "Sarah Whitfield",
    role: "Managing Director, London",
    bio: "Sarah runs our London office and looks after clients across the UK and Europe. She spent twelve years in IT consulting for retail and public-sector organisations before joining us in 2018.",
    image: "/images/team/sarah-whitfield.svg",
    imageAlt: "Illustrated portrait of Sarah Whitfield",
    social: {
      linkedin: "",
      twitter: "",
      email: `sarah.whitfield@${companyDefaults.domain}`,
    },
  },
  {
    slug: "nusrat-jahan",
    name: "Nusrat Jahan",
    role: "Head of Engineering",
    bio: "Nusrat leads our engineering teams and sets the standards for code review, testing and security. She is a certified cloud architect and mentors our graduate developers.",
    image: "/images/team/nusrat-jahan.svg",
    imageAlt: "Illustrated portrait of Nusrat Jahan",
    social: {
      linkedin: "",
      twitter: "",
      email: `nusrat.jahan@${companyDefaults.domain}`,
    },
  },
  {
    slug: "james-okafor",
    name: "James Okafor",
    role: "Lead Cloud Architect",
    bio: "James designs the cloud platforms behind our largest client systems, with a focus on reliability and sensible running costs. He has migrated more than forty businesses off ageing on-premises servers.",
    image: "/images/team/james-okafor.svg",
    imageAlt: "Illustrated portrait of James Okafor",
    social: {
      linkedin: "",
      twitter: "",
      email: `james.okafor@${companyDefaults.domain}`,
    },
  },
  {
    slug: "farhan-hossain",
    name: "Farhan Hossain",
    role: "Senior Full-Stack Developer",
    bio: "Farhan builds web applications with React, Node.js and Laravel, and leads our work on site performance. Outside client projects he contributes to open-source tooling for Bangla-language software.",
    image: "/images/team/farhan-hossain.svg",
    imageAlt: "Illustrated portrait of Farhan Hossain",
    social: {
      linkedin: "",
      twitter: "",
      email: `farhan.hossain@${companyDefaults.domain}`,
    },
  },
  {
    slug: "emily-clarke",
    name: "Emily Clarke",
    role: "UX and Product Designer",
    bio: "Emily turns complex requirements into clear, accessible interfaces for web and mobile. She runs user research with our clients' customers so that design decisions rest on evidence.",
    image: "/images/team/emily-clarke.svg",
    imageAlt: "Illustrated portrait of Emily Clarke",
    social: {
      linkedin: "",
      twitter: "",
      email: `emily.clarke@${companyDefaults.domain}`,
    },
  },
];
