/**
 * Every icon the site shows, by its lucide-react name. Pages carry no icon code: each icon is a
 * `<use>` of one SVG sprite that the build makes from app/components/icon-set.ts (decision 122). A new
 * icon is added here and there; the types keep the two lists equal.
 */
export const iconNames = [
  // Site frame, pages and admin screens
  "ArrowDown", "ArrowLeft", "ArrowRight", "ArrowUp", "CalendarDays", "Check", "CheckCircle2", "ChevronDown",
  "ChevronsLeft", "ChevronsRight", "Clock", "Download", "ExternalLink", "Eye", "LogOut", "Mail", "MailOpen",
  "MapPin", "Menu", "Minus", "Pause", "Pencil", "Phone", "Plus", "Quote", "Reply", "Search", "Star", "Trash2",
  "UserRound", "X",
  // Admin navigation
  "Building2", "Image", "LayoutDashboard", "MessageSquareQuote", "Newspaper",
  "Images",
  // Named by content (values, process steps) and picked by staff for services
  "Award", "BarChart3", "Bot", "BrainCircuit", "Briefcase", "ClipboardList", "Cloud", "Code2", "Cpu", "Database",
  "FileCheck", "Globe", "Globe2", "HardDrive", "Headphones", "Layers", "LifeBuoy", "Lightbulb", "Lock",
  "Megaphone", "Monitor", "Network", "Palette", "RefreshCw", "Rocket", "Server", "Settings", "Shield",
  "ShieldCheck", "ShoppingCart", "Smartphone", "Target", "Terminal", "TrendingUp", "Users", "Workflow", "Wrench",
  "Zap",
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name);
}
