// Blog posts shown on /blog (and as teasers on the home page).

export type BlogBlock = {
  type: "p" | "h2" | "ul";
  /** Present for "p" and "h2". */
  text?: string;
  /** Present for "ul". */
  items?: string[];
};

export type BlogPost = {
  slug: string;
  title: string;
  category: string;
  author: string;
  /** Display date, e.g. "March 15, 2024". */
  date: string;
  /** ISO date, e.g. "2024-03-15" (use in <time dateTime>). */
  isoDate: string;
  /** Public path, "/images/blog/<slug>.svg" (1200x630). */
  image: string;
  imageAlt: string;
  excerpt: string;
  /** Meta description, at most 155 characters. */
  description: string;
  readingMinutes: number;
  body: BlogBlock[];
};

export const blogPosts: BlogPost[] = [
  {
    slug: "cloud-migration-for-smes",
    title: "A Practical Guide to Cloud Migration for Small and Medium Businesses",
    category: "Cloud",
    author: "James Okafor",
    date: "March 15, 2024",
    isoDate: "2024-03-15",
    image: "/images/blog/cloud-migration-for-smes.svg",
    imageAlt: "Illustration of office servers moving into a cloud",
    excerpt:
      "Moving to the cloud is less about technology than about planning. Here is the step-by-step approach we use to move small and medium businesses off ageing servers safely.",
    description:
      "A step-by-step cloud migration plan for SMEs: audit, choose the right approach, control costs and move without downtime.",
    readingMinutes: 5,
    body: [
      {
        type: "p",
        text: "Many small and medium businesses still run their accounts, files and line-of-business software on a server in a back room. It usually works, until the disk fails, the power cuts out during a busy week, or the one person who understands it leaves. The cloud solves these problems, but only when the move is planned properly. This guide sets out the approach we use with clients in Bangladesh and the UK.",
      },
      { type: "h2", text: "1. Start with an honest inventory" },
      {
        type: "p",
        text: "Before choosing a provider, list everything your current systems do. Most businesses find more than they expected: a scheduled task that emails a report every Monday, a printer that saves scans to a shared folder, an old database that a single spreadsheet still depends on. For each item, record who uses it, how important it is, and what would happen if it stopped for a day.",
      },
      {
        type: "ul",
        items: [
          "Applications: accounting, CRM, inventory, email and any in-house software.",
          "Data: file shares, databases and backups, with their approximate sizes.",
          "Integrations: anything that talks to a bank, a courier, a payment gateway or a government portal.",
          "People: who administers each system today, and who holds the passwords.",
        ],
      },
      { type: "h2", text: "2. Choose the right approach for each system" },
      {
        type: "p",
        text: "Not everything should move in the same way. We sort each system into one of four groups. Some can be replaced with a ready-made service: email and office documents are the obvious examples. Some can be moved largely as they are onto a cloud virtual machine, which is quick but does not bring every benefit. Some are worth adapting to use managed cloud services such as hosted databases and object storage. And a few are best retired altogether, because nobody really uses them.",
      },
      {
        type: "p",
        text: "For most SMEs, the sensible plan is a mix: replace what is generic, move what is stable, and improve only what is holding the business back. Rewriting everything at once is the most common cause of failed migrations.",
      },
      { type: "h2", text: "3. Understand the costs before you commit" },
      {
        type: "p",
        text: "Cloud pricing rewards businesses that understand their usage. A server that is sized for the busiest hour of the year, left running all night, costs far more than it needs to. Before migrating, estimate your real compute, storage and data-transfer needs, and compare them with the cost of your current hardware, electricity, maintenance and staff time. Set budget alerts from the first day, so that a mistake shows up in hours rather than at the end of the month.",
      },
      {
        type: "p",
        text: "Currency matters too. If you pay in US dollars but earn in taka, agree in advance how exchange-rate movements will be handled, and consider annual commitments for predictable workloads to lock in lower prices.",
      },
      { type: "h2", text: "4. Plan for security and compliance" },
      {
        type: "p",
        text: "The cloud is not automatically more secure; it is secure when configured well. Turn on multi-factor authentication for every administrator account, give each person only the access they need, and keep production data in a region that satisfies your legal obligations. If you serve UK or European customers, check where personal data will be stored and processed, and record it in your privacy documentation.",
      },
      { type: "h2", text: "5. Move in stages, and rehearse" },
      {
        type: "p",
        text: "We migrate the least critical systems first. This lets your team learn the new environment while the stakes are low. For each important system we run a rehearsal: copy the data, bring the service up in the cloud, test it with real users, and measure how long the final switch will take. Only then do we schedule the real cut-over, usually on a Friday evening or a public holiday, with a written rollback plan in case anything goes wrong.",
      },
      {
        type: "ul",
        items: [
          "Freeze changes to the system for the migration window.",
          "Take a final backup and verify that it restores.",
          "Switch DNS and connections, then test the key business tasks end to end.",
          "Keep the old server available, read-only, for at least two weeks.",
        ],
      },
      { type: "h2", text: "6. Look after it afterwards" },
      {
        type: "p",
        text: "Migration is the beginning, not the end. Review costs monthly for the first quarter, test your backups regularly, and keep operating systems and software up to date. Document how everything fits together, so that your business is never again dependent on one person's memory.",
      },
      {
        type: "p",
        text: "Done this way, a cloud migration typically pays for itself within two years through lower hardware and maintenance costs, and it gives your staff something harder to price: the ability to work securely from anywhere. If you would like help planning yours, our team is happy to start with a free inventory review.",
      },
    ],
  },
  {
    slug: "web-performance-that-converts",
    title: "Why Website Speed Matters, and Seven Ways to Improve It",
    category: "Web Development",
    author: "Farhan Hossain",
    date: "February 28, 2024",
    isoDate: "2024-02-28",
    image: "/images/blog/web-performance-that-converts.svg",
    imageAlt: "Illustration of a browser window with a speed gauge",
    excerpt:
      "A slow website loses visitors before they read a word. These seven practical changes make the biggest difference to loading times, especially on mobile networks.",
    description:
      "Seven practical ways to speed up a business website: images, fonts, caching, JavaScript, hosting and how to measure Core Web Vitals.",
    readingMinutes: 5,
    body: [
      {
        type: "p",
        text: "Every second a page takes to load costs you visitors. People on mobile data, which in Bangladesh means most people, are especially quick to give up on a slow site. Search engines notice too: Google uses page experience signals, including the Core Web Vitals, when ranking results. The good news is that most business websites can become dramatically faster without a redesign.",
      },
      { type: "h2", text: "Measure first" },
      {
        type: "p",
        text: "Before changing anything, measure. Run your key pages through a lab tool such as Lighthouse, and if your site has enough traffic, look at real-user data as well. Pay attention to three numbers: Largest Contentful Paint (how quickly the main content appears, ideally under 2.5 seconds), Interaction to Next Paint (how quickly the page responds to a tap or click, ideally under 200 milliseconds) and Cumulative Layout Shift (how much the page jumps around while loading, ideally under 0.1). Test on a mid-range phone over a throttled connection, not just on the office broadband.",
      },
      { type: "h2", text: "1. Fix your images" },
      {
        type: "p",
        text: "Images are usually the largest part of a page. Resize them to the size they are actually displayed at, serve modern formats such as WebP or AVIF, and use vector SVG for logos and icons. Add width and height attributes so the browser can reserve space, and lazy-load images that appear further down the page. On many sites we audit, this single step halves the page weight.",
      },
      { type: "h2", text: "2. Load less JavaScript" },
      {
        type: "p",
        text: "JavaScript has to be downloaded, parsed and executed, and cheaper phones do this slowly. Remove plugins and libraries you no longer use, split code so that each page loads only what it needs, and render content on the server where possible. A page that shows its text before any script has run feels fast even on a weak connection.",
      },
      { type: "h2", text: "3. Be careful with fonts" },
      {
        type: "p",
        text: "Custom fonts make a brand feel polished, but each weight and style is a separate download. Limit yourself to two or three files, host them yourself, subset them to the characters you need, and use font-display: swap so text is visible immediately. If your site uses Bangla, choose a font that covers the script properly rather than relying on a fallback.",
      },
      { type: "h2", text: "4. Cache aggressively" },
      {
        type: "p",
        text: "Static files such as images, stylesheets and scripts rarely change. Give them long cache lifetimes and versioned file names, so returning visitors load them from their own device. For pages, a content delivery network or a server-side cache can serve the same HTML to thousands of visitors without rebuilding it every time.",
      },
      { type: "h2", text: "5. Choose hosting close to your visitors" },
      {
        type: "p",
        text: "Distance adds delay. If most of your customers are in Bangladesh, a server in the region will respond much faster than one on another continent. If you serve both Asia and Europe, a content delivery network with edge locations in both can give everyone a quick first response.",
      },
      { type: "h2", text: "6. Cut third-party scripts" },
      {
        type: "p",
        text: "Chat widgets, trackers, social media embeds and advertising tags often cost more time than all of your own code put together. They also send your visitors' data to other companies. Review each one, ask whether it still earns its place, and remove or defer the rest.",
      },
      { type: "h2", text: "7. Keep it fast" },
      {
        type: "p",
        text: "Performance tends to decay as content and features are added. Set a simple budget, for example a maximum page weight and a target Largest Contentful Paint, and check it whenever a significant change goes live. Automated checks in your deployment pipeline make this almost effortless.",
      },
      {
        type: "ul",
        items: [
          "Compress and correctly size every image.",
          "Ship only the JavaScript each page needs.",
          "Self-host a small set of fonts.",
          "Cache static files for a long time.",
          "Host close to your audience.",
          "Question every third-party script.",
          "Measure again after every major change.",
        ],
      },
      {
        type: "p",
        text: "Speed is one of the few improvements that helps every visitor, every search ranking and every conversion at once. If you would like an independent performance audit of your site, with a prioritised list of fixes, get in touch with our web team.",
      },
    ],
  },
  {
    slug: "cybersecurity-basics-for-small-businesses",
    title: "Cybersecurity Basics Every Small Business Should Get Right",
    category: "Cybersecurity",
    author: "Nusrat Jahan",
    date: "February 12, 2024",
    isoDate: "2024-02-12",
    image: "/images/blog/cybersecurity-basics-for-small-businesses.svg",
    imageAlt: "Illustration of a shield and padlock protecting a laptop",
    excerpt:
      "Most attacks on small businesses exploit simple weaknesses. These basic controls stop the majority of them, and none requires a large budget.",
    description:
      "The essential cybersecurity controls for small businesses: MFA, updates, backups, access control, phishing awareness and an incident plan.",
    readingMinutes: 5,
    body: [
      {
        type: "p",
        text: "Small businesses often assume they are too small to be a target. Attackers see it differently: smaller organisations tend to have fewer defences, and automated attacks do not care about the size of the victim. The most common incidents we are called in to help with, such as stolen email accounts, invoice fraud and ransomware, nearly always start with a basic weakness. Fixing the basics stops most of them.",
      },
      { type: "h2", text: "Turn on multi-factor authentication" },
      {
        type: "p",
        text: "If you do only one thing after reading this article, turn on multi-factor authentication (MFA) for email, cloud storage, banking, your website's admin area and any remote access. A stolen password alone is then no longer enough to get in. Authenticator apps or hardware keys are safer than text messages, but any form of MFA is far better than none.",
      },
      { type: "h2", text: "Keep everything up to date" },
      {
        type: "p",
        text: "Attackers scan the internet for systems with known, published vulnerabilities. Turn on automatic updates for operating systems, browsers and office software, and keep a list of everything that cannot update itself, such as routers, firewalls, website plugins and older business applications. Anything that no longer receives security updates should be replaced or isolated.",
      },
      { type: "h2", text: "Back up, and test your backups" },
      {
        type: "p",
        text: "A good backup turns a ransomware attack from a disaster into an inconvenience. Follow the 3-2-1 rule: three copies of important data, on two different types of storage, with one copy kept offline or in a separate account that ordinary staff credentials cannot delete. Most importantly, test a restore every few months. A backup that has never been restored is only a hope.",
      },
      { type: "h2", text: "Give people only the access they need" },
      {
        type: "p",
        text: "Staff should not use administrator accounts for everyday work, and former employees' accounts should be closed on their last day. Review who can reach finance systems, customer data and shared folders at least twice a year. Use a password manager so that everyone can have long, unique passwords without writing them down.",
      },
      { type: "h2", text: "Train for phishing and payment fraud" },
      {
        type: "p",
        text: "Many attacks arrive as an ordinary-looking email: an invoice with changed bank details, a message from the managing director asking for an urgent transfer, or a login page that looks exactly like the real one. Short, regular training helps people recognise these. Just as important is a simple rule that any change to payment details must be confirmed by telephone, using a number you already hold.",
      },
      {
        type: "ul",
        items: [
          "Check the sender's full address, not just the display name.",
          "Be suspicious of urgency, secrecy and unusual requests.",
          "Hover over links before clicking, and type important addresses yourself.",
          "Report anything odd; never punish staff for asking.",
        ],
      },
      { type: "h2", text: "Secure your website and devices" },
      {
        type: "p",
        text: "Your website is part of your security. Use HTTPS everywhere, keep the content management system and its plugins updated, and remove unused admin accounts. On laptops and phones, turn on disk encryption and a screen lock, and make sure lost devices can be located and wiped remotely.",
      },
      { type: "h2", text: "Write a one-page incident plan" },
      {
        type: "p",
        text: "When something goes wrong, panic wastes time. Write down who to call, how to disconnect affected machines, where backups are kept and who can authorise decisions. If personal data may be involved, note your legal duties: in the UK, serious breaches must usually be reported to the Information Commissioner's Office within 72 hours, and Bangladesh's data protection rules are tightening too.",
      },
      {
        type: "p",
        text: "None of these steps needs an enterprise budget, but together they close the doors attackers most often walk through. Our cybersecurity team offers a fixed-price health check that reviews each of these areas and gives you a clear, prioritised action plan.",
      },
    ],
  },
  {
    slug: "choosing-the-right-tech-stack",
    title: "How to Choose the Right Tech Stack for Your Next Project",
    category: "Software Development",
    author: "Tanvir Rahman",
    date: "January 30, 2024",
    isoDate: "2024-01-30",
    image: "/images/blog/choosing-the-right-tech-stack.svg",
    imageAlt: "Illustration of stacked technology layers with code brackets",
    excerpt:
      "The best technology for a project is rarely the newest. We explain the questions we ask before recommending a stack, and why maintainability usually wins.",
    description:
      "How to choose a tech stack for a business application: team skills, hiring, ecosystem maturity, hosting costs and long-term maintenance.",
    readingMinutes: 5,
    body: [
      {
        type: "p",
        text: "Clients often ask us which programming language or framework they should use. The honest answer is that several would work, and the differences between popular options matter less than how well the choice fits your team, budget and plans. Here are the questions we work through before recommending a technology stack.",
      },
      { type: "h2", text: "What problem are you solving?" },
      {
        type: "p",
        text: "Start with the shape of the product, not the tools. A content-heavy marketing site, an internal dashboard, a real-time logistics tracker and a data-processing pipeline have very different needs. Write down the core tasks users will perform, how many users you expect in the first year and in five years, and any hard requirements such as offline use, integration with existing systems or strict data residency.",
      },
      { type: "h2", text: "Who will maintain it?" },
      {
        type: "p",
        text: "Software usually costs more to maintain than to build. If your own developers will take over after launch, choose something they already know or can learn quickly. If you will rely on a partner, ask whether other firms could support it too, so that you are never locked in. In Bangladesh there is a deep pool of PHP, Laravel and JavaScript developers, and a growing one for Python and Node.js; more specialised languages can be harder and more expensive to hire for.",
      },
      { type: "h2", text: "How mature is the ecosystem?" },
      {
        type: "p",
        text: "A mature ecosystem gives you tested libraries for authentication, payments, email, file storage and reporting, plus years of answered questions when something goes wrong. Look at release history, security advisories, long-term support policies and how widely a framework is used in production. A tool that is exciting but only a year old may change under your feet.",
      },
      { type: "h2", text: "Some combinations that work well" },
      {
        type: "ul",
        items: [
          "Laravel with MySQL: a productive, well-documented choice for business applications, portals and e-commerce back ends.",
          "React or Vue.js on the front end: rich, interactive interfaces with large communities and component libraries.",
          "Node.js: well suited to real-time features, APIs and teams who want one language across front and back end.",
          "Python: the natural choice when the project involves data processing, reporting, automation or machine learning.",
        ],
      },
      {
        type: "p",
        text: "These are starting points, not rules. Many of our projects combine them, for example a Laravel API with a React front end, or a Node.js service alongside a Python reporting job.",
      },
      { type: "h2", text: "What will it cost to run?" },
      {
        type: "p",
        text: "Hosting, licences and third-party services add up over the life of a product. Open-source stacks avoid licence fees, but some architectures need more servers or managed services than others. Estimate monthly running costs at your expected scale, and check that your chosen stack can run comfortably on affordable hosting at the start and grow later.",
      },
      { type: "h2", text: "Avoid the common traps" },
      {
        type: "p",
        text: "The most expensive mistakes we see are choosing a technology because it is fashionable, splitting a small application into many microservices before it needs them, and building bespoke components for problems that a well-known library already solves. Simple, boring technology, used well, is usually the fastest route to a reliable product.",
      },
      { type: "h2", text: "Make the decision reversible where you can" },
      {
        type: "p",
        text: "Keep business logic separate from the framework, use standard formats for data, and wrap external services behind your own interfaces. Then, if a part of the stack needs replacing in five years, it can be swapped without rewriting everything.",
      },
      {
        type: "p",
        text: "Choosing a stack is a business decision as much as a technical one. If you would like a second opinion on a planned project, our architects can review your requirements and give you a written recommendation, with the trade-offs explained in plain language.",
      },
    ],
  },
  {
    slug: "digital-transformation-in-bangladesh",
    title: "Digital Transformation in Bangladesh: Where Businesses Should Start",
    category: "Digital Transformation",
    author: "Sarah Whitfield",
    date: "January 18, 2024",
    isoDate: "2024-01-18",
    image: "/images/blog/digital-transformation-in-bangladesh.svg",
    imageAlt: "Illustration of a city skyline connected by digital network lines",
    excerpt:
      "Mobile payments, e-commerce and cloud services have changed what customers in Bangladesh expect. Here is a realistic, step-by-step way for established businesses to respond.",
    description:
      "A realistic roadmap for digital transformation in Bangladesh: quick wins, mobile payments, process automation, data and bringing staff along.",
    readingMinutes: 5,
    body: [
      {
        type: "p",
        text: "Bangladesh has gone digital remarkably quickly. Mobile financial services are part of everyday life, online shopping and food delivery are routine in every major city, and government services are steadily moving online. Customers now expect to find, pay and get answers from businesses on their phones. For established companies built on paper, phone calls and personal relationships, this can feel overwhelming. It does not need to be.",
      },
      { type: "h2", text: "Transformation is about the business, not the software" },
      {
        type: "p",
        text: "Digital transformation means changing how your business serves customers and runs its operations, using technology where it helps. Buying new software without changing the process around it simply makes an inefficient process faster. So begin with the problems: where do customers wait, where do staff re-type information, where are mistakes made, and where do you lack the information to make decisions?",
      },
      { type: "h2", text: "Start with quick wins" },
      {
        type: "p",
        text: "Early, visible improvements build confidence and pay for later work. For many of the businesses we work with, the first steps are modest:",
      },
      {
        type: "ul",
        items: [
          "Accept mobile wallet and card payments, and send digital receipts.",
          "Move email, documents and calendars to a secure cloud workspace.",
          "Publish a fast, mobile-friendly website with accurate contact details and opening hours.",
          "Replace paper order books with a simple shared system that everyone can see.",
        ],
      },
      { type: "h2", text: "Then connect the core processes" },
      {
        type: "p",
        text: "Once the basics are in place, look at the processes that run the business: sales, stock, purchasing, accounts and delivery. The biggest gains usually come from connecting them, so that an order placed online updates stock, triggers an invoice and notifies the warehouse without anyone copying data between systems. This might mean adopting an established ERP or accounting package, building a custom system, or, most often, integrating a few good tools through their APIs.",
      },
      { type: "h2", text: "Use your data" },
      {
        type: "p",
        text: "Connected systems produce data, and data helps you decide. A simple dashboard showing daily sales, outstanding payments and stock levels, available to managers on their phones, often changes behaviour faster than any new policy. Make sure the data is accurate at the point of entry; reports are only as reliable as what goes into them.",
      },
      { type: "h2", text: "Bring people with you" },
      {
        type: "p",
        text: "Technology projects fail far more often because of people than because of code. Involve the staff who will use a new system in designing it, train them properly, in Bangla where that helps, and keep the old and new ways running side by side only for a short, agreed period. Recognise the people who champion the change; they will persuade their colleagues better than any memo.",
      },
      { type: "h2", text: "Think about infrastructure and resilience" },
      {
        type: "p",
        text: "Power cuts and connectivity problems are still a reality in parts of the country. Cloud-based systems with offline-capable mobile apps, backup internet connections and uninterruptible power supplies for critical equipment keep the business running when conditions are not ideal. Security matters too: more digital processes mean more to protect.",
      },
      { type: "h2", text: "Look outward" },
      {
        type: "p",
        text: "Digital businesses can sell beyond their city and beyond the country. Exporters, garment suppliers and service companies are using online catalogues, digital documentation and international payment options to reach buyers in Europe and elsewhere. With offices in both Dhaka and London, we see first-hand how much easier international trade becomes when a company's systems are modern and connected.",
      },
      {
        type: "p",
        text: "The most successful transformations we have seen were not big-bang projects. They were a series of well-chosen steps, each delivering value within a few months. If you are unsure where to start, a short discovery workshop with our consultants can map your current processes and identify the first three steps worth taking.",
      },
    ],
  },
  {
    slug: "mobile-first-design",
    title: "Mobile-First Design: Building for How Your Customers Really Browse",
    category: "Design",
    author: "Emily Clarke",
    date: "January 5, 2024",
    isoDate: "2024-01-05",
    image: "/images/blog/mobile-first-design.svg",
    imageAlt: "Illustration of a smartphone with a simple, card-based interface",
    excerpt:
      "Most visitors will see your website on a phone first. Designing for small screens from the start produces clearer, faster sites for everyone.",
    description:
      "What mobile-first design means in practice: content priorities, touch targets, forms, performance and accessibility for small screens.",
    readingMinutes: 5,
    body: [
      {
        type: "p",
        text: "For most businesses, the majority of website visits now come from phones. In Bangladesh the share is higher still, and many people have never owned a desktop computer at all. Yet many sites are still designed on large monitors and then squeezed onto small screens as an afterthought. Mobile-first design reverses that order, and the results are better on every device.",
      },
      { type: "h2", text: "What mobile-first really means" },
      {
        type: "p",
        text: "Mobile-first is not just about making a layout fit a narrow screen. It is a way of deciding what matters. A phone screen has room for one idea at a time, so you are forced to choose the most important content and actions for each page. Once the small-screen version is clear and useful, you add layout and detail for larger screens, rather than removing things until the desktop design fits.",
      },
      { type: "h2", text: "Put the essential task first" },
      {
        type: "p",
        text: "Ask what a visitor most wants to do on each page. On a restaurant site it is usually the menu, opening hours and a way to call or order. On a services site it is understanding what you offer and how to get in touch. Make that task obvious without scrolling, and move secondary material, such as company history or long descriptions, further down or onto separate pages.",
      },
      { type: "h2", text: "Design for thumbs" },
      {
        type: "p",
        text: "Fingers are far less precise than mouse pointers. Make buttons and links at least 44 by 44 pixels, leave space between them, and place frequent actions where a thumb can reach them comfortably. Avoid interactions that depend on hovering, which does not exist on touch screens, and make sure menus can be opened and closed easily with one hand.",
      },
      { type: "h2", text: "Make forms painless" },
      {
        type: "p",
        text: "Forms are where many mobile visitors give up. Ask only for the information you genuinely need, use the correct input types so phones show the right keyboard for email addresses and phone numbers, and support autofill. Labels should stay visible above fields rather than disappearing placeholders, and error messages should explain exactly what to fix.",
      },
      {
        type: "ul",
        items: [
          'Use type="email" and type="tel" for the right keyboards.',
          "Keep forms to a single column.",
          "Show clear, specific error messages next to the field.",
          "Confirm success clearly once the form is sent.",
        ],
      },
      { type: "h2", text: "Treat performance as part of design" },
      {
        type: "p",
        text: "A beautiful page that takes ten seconds to load on a mobile network is a poor design. Choose lightweight images and illustrations, limit custom fonts, and avoid heavy animation libraries. Test on a mid-range Android phone over a 4G connection, which is much closer to your customers' experience than the latest flagship on office Wi-Fi.",
      },
      { type: "h2", text: "Make it readable and accessible" },
      {
        type: "p",
        text: "Use a base text size of at least 16 pixels, generous line spacing and strong colour contrast, so that pages remain readable in bright sunlight. Check that Bangla and English text both render well, and that the page still works when visitors enlarge the text. Accessible design helps people with disabilities, and it makes the site easier for everyone else too.",
      },
      { type: "h2", text: "Then enhance for larger screens" },
      {
        type: "p",
        text: "With a strong mobile foundation, larger screens become an opportunity rather than a starting point. Use the extra space for multi-column layouts, richer imagery and side-by-side comparisons, while keeping the same clear priorities. Because the content and hierarchy were settled first, the desktop version is usually simpler to build and easier to maintain.",
      },
      {
        type: "p",
        text: "Mobile-first design is ultimately about respect for your visitors' time and circumstances. If you would like us to review how your current site performs on phones, our design team can carry out a usability review with recommendations you can act on straight away.",
      },
    ],
  },
];

/** Finds a post by slug; undefined when not found. */
export function getPost(slug: string): BlogPost | undefined {
  return blogPosts.find((p) => p.slug === slug);
}
