import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Lints snippets as if they sat in each layer, with the project's own ESLint config, so a change that
// loosens the boundary rule (or a path pattern that stops matching) fails here, not in review.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const use = (names: string) => `\nconsole.log(${names});\n`;

describe("import boundaries", () => {
  it.each([
    ["app/utils/example.ts", 'import { getDb } from "~/db/client.server";' + use("getDb")],
    ["app/utils/example.ts", 'import { listServices } from "../models/services.server";' + use("listServices")],
    ["app/utils/example.ts", 'import type { Service } from "~/models/services.server";\nexport type X = Service;'],
    ["app/utils/example.ts", 'import { ServiceIcon } from "~/components/service-icon";' + use("ServiceIcon")],
    ["app/utils/example.ts", 'import { loader } from "~/routes/public/layout";' + use("loader")],
    [
      "app/components/example.tsx",
      'import type { loader } from "~/routes/public/layout";\nexport type X = typeof loader;',
    ],
    ["app/components/admin/example.tsx", 'import { action } from "../../routes/admin/login";' + use("action")],
    ["app/components/example.tsx", 'import type { loader } from "~/root";\nexport type X = typeof loader;'],
    [
      "app/models/example.server.ts",
      'import { requireAdmin } from "~/routes/admin/shared/auth.server";' + use("requireAdmin"),
    ],
    ["app/models/example.server.ts", 'import { ServiceIcon } from "../components/service-icon";' + use("ServiceIcon")],
    [
      "app/routes/admin/shared/example.server.ts",
      'import { saveNote } from "~/routes/admin/inbox/inbox-message.server";' + use("saveNote"),
    ],
    ["app/routes/admin/shared/example.server.ts", 'import { action } from "../settings/settings";' + use("action")],
    [
      "app/jobs/example.server.ts",
      'import { requireAdmin } from "~/routes/admin/shared/auth.server";' + use("requireAdmin"),
    ],
    ["app/jobs/example.server.ts", 'import { ServiceIcon } from "../components/service-icon";' + use("ServiceIcon")],
    [
      "app/models/example.server.ts",
      'import { notifyStaff } from "~/jobs/inbox-notifier.server";' + use("notifyStaff"),
    ],
    ["app/utils/example.ts", 'import { startJobs } from "../jobs/jobs.server";' + use("startJobs")],
    ["app/components/example.tsx", 'import { notifyStaff } from "~/jobs/inbox-notifier.server";' + use("notifyStaff")],
    ["app/utils/example.ts", 'import { redirect } from "react-router";' + use("redirect")],
    ["app/utils/example.ts", 'import { useState } from "react";' + use("useState")],
    ["app/utils/example.ts", 'import { inboxQuery } from "~/features/inbox/inbox";' + use("inboxQuery")],
    [
      "app/utils/example.ts",
      'import { faqItemFormSchema } from "../features/site-content/faq-schema";' + use("faqItemFormSchema"),
    ],
    ["app/features/inbox/example.ts", 'import { getDb } from "~/db/client.server";' + use("getDb")],
    ["app/features/inbox/example.ts", 'import { listInbox } from "../../models/inbox.server";' + use("listInbox")],
    ["app/features/blog/example.ts", 'import { Field } from "~/components/field";' + use("Field")],
    ["app/features/blog/example.ts", 'import { action } from "~/routes/admin/blog/blog-edit";' + use("action")],
    ["app/features/blog/example.ts", 'import { startJobs } from "~/jobs/jobs.server";' + use("startJobs")],
    ["app/features/blog/example.ts", 'import { useState } from "react";' + use("useState")],
    ["app/words/example.ts", 'import { formatNumber } from "~/utils/locale-format";' + use("formatNumber")],
    ["app/words/example.ts", 'import { companyDefaults } from "~/content/company";' + use("companyDefaults")],
    ["app/words/example.ts", 'import { blogFeedPath } from "../features/blog/blog-feed";' + use("blogFeedPath")],
  ])("refuses, in %s: %s", async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      "app/utils/example.ts",
      'import { csvRow } from "./csv";\nimport { products } from "~/content/products";' + use("csvRow, products"),
    ],
    [
      "app/components/example.tsx",
      'import { assetUrl } from "~/utils/asset";\nimport type { PublicService } from "~/models/public-content.server";\nexport const x: PublicService | string = assetUrl("a");',
    ],
    [
      "app/models/example.server.ts",
      'import { services } from "~/db/schema";\nimport { tagsSchema } from "~/features/site-content/tags-schema";' +
        use("services, tagsSchema"),
    ],
    [
      "app/routes/admin/example.tsx",
      'import { listServices } from "~/models/services.server";\nimport { ContentList } from "~/components/admin/editors/content-list";' +
        use("listServices, ContentList"),
    ],
    [
      "app/routes/admin/shared/example.server.ts",
      'import { getAdmin } from "./auth.server";\nimport { recordAudit } from "~/models/audit-log.server";' +
        use("getAdmin, recordAudit"),
    ],
    [
      "app/jobs/example.server.ts",
      'import { listUnnotified } from "~/models/inbox-intake.server";\nimport { startWorker } from "./worker.server";\nimport { localeNames } from "~/utils/locale";' +
        use("listUnnotified, startWorker, localeNames"),
    ],
    [
      "app/routes/public/example.tsx",
      'import { notifyStaff } from "~/jobs/inbox-notifier.server";' + use("notifyStaff"),
    ],
    ["app/utils/example.ts", 'import type { MetaDescriptor } from "react-router";\nexport type X = MetaDescriptor;'],
    [
      "app/features/site-content/example.ts",
      'import { translatable } from "~/utils/translation-form";\nimport { companyDetails } from "~/features/settings/company-details";\nimport { createCookie } from "react-router";' +
        use("translatable, companyDetails, createCookie"),
    ],
    ["app/components/example.tsx", 'import { uploadRules } from "~/features/media/upload-rules";' + use("uploadRules")],
    [
      "app/models/example.server.ts",
      'import { faqItemFormSchema } from "~/features/site-content/faq-schema";' + use("faqItemFormSchema"),
    ],
    ["app/words/example.ts", 'import type { Locale } from "~/utils/locale";\nexport const x: Locale = "en";'],
    ["app/utils/example.ts", 'import { formsText } from "~/words/forms";' + use("formsText")],
    ["app/features/email/example.ts", 'import { wordsFor } from "~/words/words.server";' + use("wordsFor")],
  ])("allows, in %s: %s", async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
