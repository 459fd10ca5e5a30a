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
  /** The project's own site; "" for none (the demo clients are made up, so none of them has one). */
  link: string;
  /** The case study at /portfolio/<slug>: paragraphs separated by a blank line. */
  challenge: string;
  solution: string;
  results: string;
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
    link: "",
    challenge:
      "Meghna Freight Lines moves containers and loose cargo between Chittagong port, Dhaka and the export processing zones for about 140 regular customers. Every shipment was tracked in spreadsheets that the dispatch team updated by phone, so customers rang several times a day to ask where their goods were.\n\nAt peak season the dispatch office took more than 400 status calls a day, drivers were assigned on whiteboards, and proof of delivery arrived on paper days after the event. Mistakes in the spreadsheets led to missed collections and disputed invoices.",
    solution:
      "We spent two weeks with dispatchers, drivers and three of the largest customers before writing any code, and built the platform in four releases over five months. Drivers use a lightweight web app on their phones to confirm pick-ups and deliveries with a photo and signature; it keeps working on a weak signal and sends updates when the connection returns.\n\nDispatchers plan the day on a map-based board that suggests the nearest free truck, and customers get a tracking page and SMS updates at each milestone. The platform runs on two modest servers in a Dhaka data centre, with a nightly copy to a second site.",
    results:
      "Within three months of launch, customer status calls fell by 60 percent and the dispatch team stopped working weekend overtime. Proof of delivery is available the moment a driver finishes, so invoices now go out the same day instead of a week later.\n\nDisputed deliveries dropped from around 30 a month to fewer than five, and the company has taken on two new industrial customers without adding dispatch staff.",
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
    link: "",
    challenge:
      "A microfinance institution with 85,000 members across rural Bangladesh collected loan repayments and savings deposits in weekly group meetings. Field officers carried cash and paper ledgers, and members had no way to check their balance between meetings.\n\nThe institution wanted members to save and repay from their phones, but most members use low-cost Android handsets on 2G or 3G networks, many share a phone with family, and regulators require strong protection of every transaction.",
    solution:
      "We designed the wallet with members from three branches, testing each screen on the handsets they actually own. The app, built with React Native, works in Bangla and English, keeps data use small, and asks for a PIN plus a one-time code for every payment. Balances can also be checked by USSD for members without a smartphone.\n\nBehind it, a Laravel service connects to the institution's core banking system and to two mobile financial services for cash-in and cash-out. Every transaction is signed, logged and reconciled each night, and field officers see their members' activity in a simple web dashboard.",
    results:
      "Eighteen months after launch, 41,000 members use the wallet every month and 63 percent of repayments arrive through it rather than in cash. Field officers spend their meetings on advice instead of counting money.\n\nThe average savings balance has grown by a quarter, and the institution passed its regulator's security review with no findings.",
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
    link: "",
    challenge:
      "Sonali Threads Ltd. makes knitwear for European buyers in two factories near Gazipur, with 3,200 workers and 14 production lines. Orders, fabric stock, line plans and shipments were tracked in separate spreadsheets owned by different departments.\n\nProduction planning took the merchandising team two full days every week, buyers were often given shipment dates that later slipped, and nobody could see at a glance which orders were at risk.",
    solution:
      "We mapped the whole order-to-shipment process with each department and replaced the spreadsheets in stages, starting with orders and materials. The ERP, built with Laravel and Vue.js, connects buyer orders, bills of materials, fabric and trim stock, line plans, daily output and shipments in one system.\n\nLine supervisors record hourly output on tablets on the factory floor, and the planning board shows every order's progress against its ship date, flagging delays early. We trained 60 staff across both factories and ran the old and new systems side by side for a month before switching over.",
    results:
      "Weekly production planning now takes about an hour instead of two days. On-time shipments rose from 78 to 94 percent in the first year, and buyers receive accurate dates because the plan reflects what the lines are really producing.\n\nFabric over-ordering fell by 9 percent once stock was visible to planners, a saving that paid for the project within its first year.",
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
    link: "",
    challenge:
      "A family-run grocery chain with five shops in Dhaka took phone and Facebook orders during the pandemic, and wanted a proper online shop that could carry on after it. Orders arrived in chat messages, stock was checked by calling the shop, and about one order in ten had an item missing or wrong.\n\nMost customers shop on their phones, often on slow connections, and many prefer to pay with a mobile wallet or cash on delivery.",
    solution:
      "We built a mobile-first shop with Next.js and a Node.js back end on PostgreSQL, designed to load quickly on a mid-range phone over 3G. Customers book a delivery slot at checkout and pay by mobile wallet, card or cash on delivery.\n\nStock is synchronised with the shops' point-of-sale system every few minutes, so items that have sold out disappear from the site. Pickers use a simple tablet list grouped by aisle, and riders get their routes and customers' phone numbers in a small web app.",
    results:
      "The shop now handles more than 1,200 orders a week, a third of the chain's turnover. Orders with a missing or wrong item fell from around 10 percent to under 2 percent.\n\nPages load in under two seconds on a typical phone connection, and more than half of customers order again within a month.",
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
    link: "",
    challenge:
      "A private clinic group with four clinics in Dhaka and Chattogram ran its patient records and appointment booking on ageing servers in a back office. Backups were copied to a USB drive by hand, and a power failure had already taken the booking system down for a full day.\n\nThe group needed better availability and security for sensitive medical data, without a long outage and without losing a single record.",
    solution:
      "We audited the existing systems, then planned the migration to a cloud platform with the clinics' managers and doctors. Applications were packaged with Docker, and we rehearsed the move twice on copies of the data, with Python scripts checking every record and attachment against the original.\n\nThe final switch took place overnight on a Friday. The new platform runs across two availability zones, encrypts data at rest and in transit, backs up every hour, and sends alerts to our support team around the clock.",
    results:
      "The migration finished with zero data loss and under three hours of planned downtime. Since then the booking system has been available 99.95 percent of the time, and restoring a backup, which we now test every month, takes minutes instead of a day.\n\nThe group has opened a fifth clinic on the same platform without buying any servers.",
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
    link: "",
    challenge:
      "Northgate Learning Trust runs nine primary and secondary schools in the north of England. Attendance, assessment and behaviour data sat in three different systems, and producing the termly reports for governors took the data team several weeks of copying and pasting.\n\nTeachers could not easily see which pupils were falling behind, and school leaders were looking at figures that were already out of date.",
    solution:
      "Working from our London office with the trust's data team, and with engineering in Dhaka, we built a reporting dashboard on PostgreSQL that imports data from each school's systems every night. Python jobs clean and match the records, and a React front end shows attendance and attainment by school, year group, class and pupil group.\n\nAccess follows each person's role, so teachers see their own classes and leaders see the whole trust. The project followed UK data protection rules throughout, and we handed over full documentation and trained the trust's staff to maintain it.",
    results:
      "Termly governor reports now take two days instead of three weeks. Teachers check the dashboard weekly, and pupils with falling attendance are identified about a month earlier than before.\n\nThe trust has since added two more schools to the dashboard on its own, using the handover documentation.",
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
