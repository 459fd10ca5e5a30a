// The database schema, one file per subject in schema/ (decision 153); this module is what drizzle-kit
// (drizzle.config.ts) and the code import, so `~/db/schema` names every table.
export type { BlogPostStatus } from "../features/blog/blog-post-status";
export * from "./schema/accounts";
export * from "./schema/blog";
export * from "./schema/leads";
export * from "./schema/media-and-settings";
export * from "./schema/navigation";
export * from "./schema/operations";
export * from "./schema/pages";
export * from "./schema/site-content";
