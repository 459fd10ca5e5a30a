import type { IconName } from "~/utils/icon-names";

/**
 * The icons staff can pick for a service, by the name stored in `services.icon`. Kept free of React
 * so the service schema (which the server and the editor both run) can list them without the icons.
 */
export const serviceIconNames = [
  "Code2",
  "Lightbulb",
  "Cloud",
  "RefreshCw",
  "Globe",
  "Shield",
  "Smartphone",
  "Database",
  "Server",
  "Cpu",
  "Lock",
  "ShieldCheck",
  "Network",
  "Layers",
  "Workflow",
  "Terminal",
  "Monitor",
  "HardDrive",
  "BarChart3",
  "TrendingUp",
  "Bot",
  "BrainCircuit",
  "Headphones",
  "LifeBuoy",
  "Wrench",
  "Settings",
  "Rocket",
  "Zap",
  "Users",
  "Briefcase",
  "ShoppingCart",
  "Megaphone",
  "Palette",
] as const satisfies readonly IconName[];

export type ServiceIconName = (typeof serviceIconNames)[number];

export const DEFAULT_SERVICE_ICON: ServiceIconName = "Code2";

/** Readable names for the picker ("BarChart3" → "Bar chart"). */
export function serviceIconLabel(name: string): string {
  const words = name.replace(/\d+$/, "").replace(/([a-z])([A-Z])/g, "$1 $2");
  return words.charAt(0) + words.slice(1).toLowerCase();
}
