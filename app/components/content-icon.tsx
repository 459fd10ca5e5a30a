import {
  Award,
  ClipboardList,
  Cloud,
  Code2,
  Database,
  Eye,
  FileCheck,
  Globe,
  Globe2,
  Headphones,
  Layers,
  Lightbulb,
  Lock,
  RefreshCw,
  Rocket,
  Search,
  Shield,
  ShieldCheck,
  Smartphone,
  Target,
  Users,
  type LucideIcon,
} from "lucide-react";

// An explicit map (not `import * as icons`) keeps the bundle to the icons content actually names.
const icons: Record<string, LucideIcon> = {
  Award,
  ClipboardList,
  Cloud,
  Code2,
  Database,
  Eye,
  FileCheck,
  Globe,
  Globe2,
  Headphones,
  Layers,
  Lightbulb,
  Lock,
  RefreshCw,
  Rocket,
  Search,
  Shield,
  ShieldCheck,
  Smartphone,
  Target,
  Users,
};

export const contentIconNames = Object.keys(icons);

/** A decorative icon named by content (services, values, steps); unknown names fall back to Code2. */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Code2;
  return <Icon aria-hidden="true" className={className} />;
}
