// DEMO CONTENT used to seed the editable (admin-managed) data.
// Staff can change all of this later; nothing here is a real client.

export type SeedService = {
  title: string;
  description: string;
  /** lucide-react icon component name. */
  icon: string;
  /** Exactly four short feature lines. */
  features: string[];
};

/** Eight services, in display order; the first six are the home page cards. */
export const seedServices: SeedService[] = [
  {
    title: "Custom Software Development",
    description:
      "Bespoke business applications designed around the way your organisation actually works, from internal tools to customer-facing platforms.",
    icon: "Code2",
    features: [
      "Requirements workshops and prototypes",
      "Web, desktop and API development",
      "Automated testing and code review",
      "Documentation and staff handover",
    ],
  },
  {
    title: "IT Consulting",
    description:
      "Independent, practical advice on technology strategy, architecture and spending, so every investment supports your business goals.",
    icon: "Lightbulb",
    features: [
      "IT strategy and roadmaps",
      "Architecture and code reviews",
      "Vendor and software selection",
      "Budget and licence optimisation",
    ],
  },
  {
    title: "Cloud Solutions",
    description:
      "Planned migrations and well-run cloud platforms that improve reliability and keep monthly costs under control.",
    icon: "Cloud",
    features: [
      "Cloud readiness assessments",
      "Low-downtime migrations",
      "Infrastructure as code",
      "Cost monitoring and optimisation",
    ],
  },
  {
    title: "Digital Transformation",
    description:
      "Step-by-step modernisation of processes, systems and customer journeys, with quick wins first and your staff brought along at every stage.",
    icon: "RefreshCw",
    features: [
      "Process mapping and discovery",
      "Workflow automation",
      "System integration via APIs",
      "Training and change management",
    ],
  },
  {
    title: "Web Development",
    description:
      "Fast, accessible and search-friendly websites and web applications that turn visitors into customers.",
    icon: "Globe",
    features: [
      "Responsive, mobile-first design",
      "Content management systems",
      "E-commerce and payment integration",
      "Performance and SEO optimisation",
    ],
  },
  {
    title: "Cybersecurity",
    description:
      "Protection proportionate to your risks, from security health checks to hardened systems and staff awareness training.",
    icon: "Shield",
    features: [
      "Security audits and health checks",
      "Vulnerability scanning and patching",
      "Backup and recovery planning",
      "Phishing awareness training",
    ],
  },
  {
    title: "Mobile App Development",
    description:
      "Reliable iOS and Android apps, built cross-platform where it saves money and native where performance demands it.",
    icon: "Smartphone",
    features: [
      "iOS and Android apps",
      "Cross-platform development",
      "Offline-first data sync",
      "App store publishing and updates",
    ],
  },
  {
    title: "Database Management",
    description:
      "Design, tuning and round-the-clock care for the databases your business depends on, with tested backups as standard.",
    icon: "Database",
    features: [
      "Schema design and data modelling",
      "Performance tuning",
      "Backup, replication and recovery",
      "Data migration and cleansing",
    ],
  },
];

export type SeedProject = {
  slug: string;
  title: string;
  category: string;
  description: string;
  /** Public path, "/images/portfolio/<slug>.svg" (1200x800). */
  image: string;
  imageAlt: string;
  technologies: string[];
  link: string;
};

export const seedProjects: SeedProject[] = [
  {
    slug: "logistics-tracking-platform",
    title: "Logistics Tracking Platform",
    category: "Web Application",
    description:
      "A real-time shipment tracking and dispatch platform for a freight company, cutting customer status calls by 60 percent.",
    image: "/images/portfolio/logistics-tracking-platform.svg",
    imageAlt: "Browser window showing a logistics dashboard with a route map and delivery list",
    technologies: ["React", "Node.js", "MySQL"],
    link: "https://example.com/case-studies/logistics-tracking-platform",
  },
  {
    slug: "mobile-banking-app",
    title: "Mobile Wallet App",
    category: "Mobile App",
    description:
      "A secure mobile wallet for a microfinance institution, letting members check balances, repay loans and save from their phones.",
    image: "/images/portfolio/mobile-banking-app.svg",
    imageAlt: "Two smartphones showing a wallet balance and recent transactions",
    technologies: ["React Native", "Laravel", "MySQL"],
    link: "https://example.com/case-studies/mobile-banking-app",
  },
  {
    slug: "garment-erp-system",
    title: "Garment Production ERP",
    category: "Custom Software",
    description:
      "An ERP system for an export garment manufacturer connecting orders, materials, production lines and shipments in one place.",
    image: "/images/portfolio/garment-erp-system.svg",
    imageAlt: "Browser window showing production line charts and an order table",
    technologies: ["Laravel", "Vue.js", "MySQL"],
    link: "https://example.com/case-studies/garment-erp-system",
  },
  {
    slug: "online-grocery-store",
    title: "Online Grocery Store",
    category: "E-commerce",
    description:
      "A fast, mobile-first grocery shop with delivery-slot booking and mobile wallet payments, serving customers across Dhaka.",
    image: "/images/portfolio/online-grocery-store.svg",
    imageAlt: "Browser window showing a grocery shop with product cards and a basket",
    technologies: ["Next.js", "Node.js", "PostgreSQL"],
    link: "https://example.com/case-studies/online-grocery-store",
  },
  {
    slug: "clinic-cloud-migration",
    title: "Healthcare Cloud Migration",
    category: "Cloud",
    description:
      "Migration of a private clinic group's patient records and booking systems to a secure cloud platform with zero data loss.",
    image: "/images/portfolio/clinic-cloud-migration.svg",
    imageAlt: "Diagram-style mock-up of servers connected to a cloud with uptime charts",
    technologies: ["AWS", "Docker", "Python"],
    link: "https://example.com/case-studies/clinic-cloud-migration",
  },
  {
    slug: "education-analytics-dashboard",
    title: "Education Analytics Dashboard",
    category: "Data & Analytics",
    description:
      "A reporting dashboard for a school network in the UK, bringing attendance and attainment data together for teachers and leaders.",
    image: "/images/portfolio/education-analytics-dashboard.svg",
    imageAlt: "Browser window showing bar and donut charts on an analytics dashboard",
    technologies: ["Python", "React", "PostgreSQL"],
    link: "https://example.com/case-studies/education-analytics-dashboard",
  },
];

export type SeedTestimonial = {
  slug: string;
  name: string;
  role: string;
  company: string;
  content: string;
  /** Public path, "/images/testimonials/<slug>.svg" (400x400). */
  image: string;
};

export const seedTestimonials: SeedTestimonial[] = [
  {
    slug: "rashed-karim",
    name: "Rashed Karim",
    role: "Operations Director",
    company: "Meghna Freight Lines",
    content:
      "They replaced our spreadsheets and phone calls with a tracking platform our customers actually use. The project was delivered on the quoted price, and their support team still answers within hours.",
    image: "/images/testimonials/rashed-karim.svg",
  },
  {
    slug: "helen-marsh",
    name: "Helen Marsh",
    role: "Head of Data",
    company: "Northgate Learning Trust",
    content:
      "Having a London contact and a skilled engineering team in Dhaka worked brilliantly. Our teachers now see attendance and progress in one place, and the handover documentation was excellent.",
    image: "/images/testimonials/helen-marsh.svg",
  },
  {
    slug: "farzana-akter",
    name: "Farzana Akter",
    role: "Managing Director",
    company: "Sonali Threads Ltd.",
    content:
      "Our production planning used to take two days every week. With the new ERP it takes an hour, and our buyers in Europe get accurate shipment dates. It has changed how we run the factory.",
    image: "/images/testimonials/farzana-akter.svg",
  },
];

export type SeedClientLogo = {
  slug: string;
  name: string;
  /** Public path, "/images/clients/<slug>.svg" (dark on transparent, ~200x60). */
  file: string;
};

export const seedClientLogos: SeedClientLogo[] = [
  { slug: "meghna-freight", name: "Meghna Freight Lines", file: "/images/clients/meghna-freight.svg" },
  { slug: "northgate-learning", name: "Northgate Learning Trust", file: "/images/clients/northgate-learning.svg" },
  { slug: "sonali-threads", name: "Sonali Threads Ltd.", file: "/images/clients/sonali-threads.svg" },
];
