import "~/utils/zod-config";

import { z } from "zod";

export const logoVariants = ["black", "white"] as const;
export type LogoVariant = (typeof logoVariants)[number];

export const LOGO_REQUIRED_MESSAGE = "Please select a logo to upload";
export const LOGO_FAILED_MESSAGE = "Failed to upload logo";

export const logoSchema = z.object({
  variant: z.enum(logoVariants, "Choose Black or White"),
  logo: z.literal(true, LOGO_REQUIRED_MESSAGE),
});

export function logoSuccessMessage(variant: LogoVariant): string {
  return `${variant === "black" ? "Black" : "White"} logo updated successfully!`;
}
