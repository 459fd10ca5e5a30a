// Demo shop products (fictional, unbranded), seeded into the database once (app/db/seed.server.ts);
// staff edit them at /admin/products. Prices are whole BDT.

export const productCategories = [
  "All",
  "Laptops",
  "Accessories",
  "Audio",
  "Gaming",
  "Displays",
  "Wearables",
  "Storage",
] as const;

/** A filter option, including "All". */
export type ProductCategoryFilter = (typeof productCategories)[number];
/** A real product category (never "All"). */
export type ProductCategory = Exclude<ProductCategoryFilter, "All">;

export type Product = {
  id: number;
  slug: string;
  name: string;
  category: ProductCategory;
  /** Price in BDT, whole taka. */
  price: number;
  /** Average rating out of 5. */
  rating: number;
  /** Public path, "/images/products/<slug>.svg". */
  image: string;
  imageAlt: string;
  description: string;
};

export const products: Product[] = [
  {
    id: 1,
    slug: "nova-book-pro-16",
    name: "NovaBook Pro 16",
    category: "Laptops",
    price: 129999,
    rating: 4.8,
    image: "/images/products/nova-book-pro-16.svg",
    imageAlt: "Silver 16-inch laptop, open, with an indigo desktop on screen",
    description:
      "A 16-inch workstation laptop with a 12-core processor, 32 GB of memory and a colour-accurate display for developers and designers.",
  },
  {
    id: 2,
    slug: "aero-14-ultrabook",
    name: "Aero 14 Ultrabook",
    category: "Laptops",
    price: 84999,
    rating: 4.6,
    image: "/images/products/aero-14-ultrabook.svg",
    imageAlt: "Thin dark grey 14-inch laptop, open, with an amber screen",
    description:
      "A light 14-inch ultrabook weighing 1.2 kg with all-day battery life, ideal for consultants who work on the move.",
  },
  {
    id: 3,
    slug: "silent-wireless-mouse",
    name: "Silent Wireless Mouse",
    category: "Accessories",
    price: 3999,
    rating: 4.4,
    image: "/images/products/silent-wireless-mouse.svg",
    imageAlt: "Ergonomic slate wireless mouse with an indigo scroll wheel",
    description:
      "An ergonomic wireless mouse with near-silent clicks, a rechargeable battery and Bluetooth plus USB receiver connection.",
  },
  {
    id: 4,
    slug: "low-profile-mechanical-keyboard",
    name: "Low-Profile Mechanical Keyboard",
    category: "Accessories",
    price: 8499,
    rating: 4.7,
    image: "/images/products/low-profile-mechanical-keyboard.svg",
    imageAlt: "Compact low-profile keyboard with slate keys and amber accent keys",
    description:
      "A compact tenkeyless keyboard with quiet tactile switches, white backlighting and pairing for up to three devices.",
  },
  {
    id: 5,
    slug: "noise-cancelling-headphones",
    name: "Noise-Cancelling Headphones",
    category: "Audio",
    price: 18999,
    rating: 4.7,
    image: "/images/products/noise-cancelling-headphones.svg",
    imageAlt: "Over-ear headphones in indigo with cushioned ear cups",
    description:
      "Over-ear wireless headphones with active noise cancelling, clear call microphones and up to 30 hours of playback.",
  },
  {
    id: 6,
    slug: "true-wireless-earbuds",
    name: "True Wireless Earbuds",
    category: "Audio",
    price: 6499,
    rating: 4.3,
    image: "/images/products/true-wireless-earbuds.svg",
    imageAlt: "Pair of white wireless earbuds beside an open charging case",
    description:
      "Lightweight earbuds with a pocket-sized charging case, water resistance and touch controls for calls and music.",
  },
  {
    id: 7,
    slug: "wireless-game-controller",
    name: "Wireless Game Controller",
    category: "Gaming",
    price: 5999,
    rating: 4.5,
    image: "/images/products/wireless-game-controller.svg",
    imageAlt: "Dark wireless game controller with amber and indigo buttons",
    description:
      "A comfortable wireless controller with responsive triggers and rumble that works with PCs, tablets and phones.",
  },
  {
    id: 8,
    slug: "handheld-gaming-console",
    name: "Handheld Gaming Console",
    category: "Gaming",
    price: 54999,
    rating: 4.6,
    image: "/images/products/handheld-gaming-console.svg",
    imageAlt: "Handheld games console with a wide screen between two sets of controls",
    description:
      "A portable gaming PC with a 7-inch 120 Hz screen, 512 GB of storage and built-in controls for play anywhere.",
  },
  {
    id: 9,
    slug: "4k-monitor-27",
    name: "27-inch 4K Monitor",
    category: "Displays",
    price: 42999,
    rating: 4.6,
    image: "/images/products/4k-monitor-27.svg",
    imageAlt: "Slim 27-inch monitor on an adjustable stand",
    description:
      "A 27-inch 4K IPS monitor with USB-C power delivery and a height-adjustable stand for a tidy, single-cable desk.",
  },
  {
    id: 10,
    slug: "curved-ultrawide-monitor-34",
    name: "34-inch Curved Ultrawide Monitor",
    category: "Displays",
    price: 64999,
    rating: 4.5,
    image: "/images/products/curved-ultrawide-monitor-34.svg",
    imageAlt: "Wide curved monitor showing side-by-side windows",
    description:
      "A 34-inch curved ultrawide display with a 144 Hz refresh rate, giving room for code, design and dashboards side by side.",
  },
  {
    id: 11,
    slug: "fitness-smartwatch",
    name: "Fitness Smartwatch",
    category: "Wearables",
    price: 15999,
    rating: 4.4,
    image: "/images/products/fitness-smartwatch.svg",
    imageAlt: "Smartwatch with an indigo strap and an activity ring on its face",
    description:
      "A smartwatch with heart-rate and sleep tracking, built-in GPS and a battery that lasts up to ten days.",
  },
  {
    id: 12,
    slug: "portable-ssd-1tb",
    name: "1 TB Portable SSD",
    category: "Storage",
    price: 11999,
    rating: 4.8,
    image: "/images/products/portable-ssd-1tb.svg",
    imageAlt: "Pocket-sized portable solid-state drive with a USB-C cable",
    description: "A pocket-sized 1 TB solid-state drive with read speeds of up to 1,050 MB/s and hardware encryption.",
  },
];
