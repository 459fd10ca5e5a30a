// The About page's core values and figures: seed data since issue 14 (tables core_values and about_figures,
// decision 095). Vision and mission, which the home page shows too, live in ./company.

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
