import "~/utils/zod-config";

import { z } from "zod";

export const toastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(["success", "error", "message"]),
  message: z.string().max(500),
});

export type Toast = z.infer<typeof toastSchema>;
