import {
  BarChart3,
  Bot,
  BrainCircuit,
  Briefcase,
  Cloud,
  Code2,
  Cpu,
  Database,
  Globe,
  HardDrive,
  Headphones,
  Layers,
  LifeBuoy,
  Lightbulb,
  Lock,
  type LucideIcon,
  Megaphone,
  Monitor,
  Network,
  Palette,
  RefreshCw,
  Rocket,
  Server,
  Settings,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Terminal,
  TrendingUp,
  Users,
  Workflow,
  Wrench,
  Zap,
} from "lucide-react";

/**
 * The icons staff can pick for a service, by the name stored in `services.icon`. Only these are
 * bundled (not all of lucide), so the public pages stay small.
 */
const serviceIcons = {
  Code2,
  Lightbulb,
  Cloud,
  RefreshCw,
  Globe,
  Shield,
  Smartphone,
  Database,
  Server,
  Cpu,
  Lock,
  ShieldCheck,
  Network,
  Layers,
  Workflow,
  Terminal,
  Monitor,
  HardDrive,
  BarChart3,
  TrendingUp,
  Bot,
  BrainCircuit,
  Headphones,
  LifeBuoy,
  Wrench,
  Settings,
  Rocket,
  Zap,
  Users,
  Briefcase,
  ShoppingCart,
  Megaphone,
  Palette,
} satisfies Record<string, LucideIcon>;

export type ServiceIconName = keyof typeof serviceIcons;

export const serviceIconNames = Object.keys(serviceIcons) as [ServiceIconName, ...ServiceIconName[]];

export const DEFAULT_SERVICE_ICON: ServiceIconName = "Code2";

/** Readable names for the picker ("BarChart3" → "Bar chart"). */
export function serviceIconLabel(name: string): string {
  const words = name.replace(/\d+$/, "").replace(/([a-z])([A-Z])/g, "$1 $2");
  return words.charAt(0) + words.slice(1).toLowerCase();
}

/** A service's icon by its stored name; an unknown name (e.g. an older one) falls back to the default. */
export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = serviceIcons[name as ServiceIconName] ?? serviceIcons[DEFAULT_SERVICE_ICON];
  return <Icon className={className} aria-hidden="true" />;
}
