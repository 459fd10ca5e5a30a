import "~/utils/zod-config";

import { z } from "zod";

export const CLIENT_LOGO_REQUIRED_MESSAGE = "Please provide both logo and name";

export const clientLogoNameSchema = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(100, "Name can be at most 100 characters");

/** Adding needs both; renaming/replacing needs the name, and the logo file only when it is replaced. */
export const clientLogoSchema = z.object({
  name: clientLogoNameSchema,
  logo: z.literal(true, "Logo file is required"),
});

export const clientLogoRequiredKeys = ["name", "logo"] as const;
