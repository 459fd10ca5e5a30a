import "~/utils/zod-config";

import { z } from "zod";

import { TOAST_TYPES } from "~/browser/added-classes";

export const toastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(TOAST_TYPES),
  message: z.string().max(500),
});

export type Toast = z.infer<typeof toastSchema>;
