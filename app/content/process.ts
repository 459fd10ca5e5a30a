// How a project runs with us, step by step (the Services page): seed data since issue 14 (table
// process_steps, decision 095). `step` is only the demo's numbering: the page numbers steps by their order.

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
