import type { IconName } from "~/utils/icon-names";

import { serviceIconNames } from "./service-icons";

/**
 * The icons staff can pick for a process step or a core value: the services' icons plus those the
 * demo steps and values use. Kept free of React, so the schemas can list them.
 */
export const contentIconNames = [
  ...serviceIconNames,
  "Search",
  "ClipboardList",
  "Award",
  "Target",
  "FileCheck",
  "Globe2",
] as const satisfies readonly IconName[];

export type ContentIconName = (typeof contentIconNames)[number];
