import { describe, expect, it } from "vitest";

import { seedProjects } from "~/content/seed";
import { migrationsFolder } from "~/db/client.server";

import { testDrivers } from "../support/databases";
import { migrationsBefore, openDriver } from "../support/migrations";

// The case-studies migration gives every existing project a case study address made from its title (a clash gets a
// suffix) and removes the demo content's placeholder links; nothing else of the project changes.

const MIGRATION = "_case_studies";

describe.each(testDrivers())("case studies migration (%s)", (kind) => {
  it("gives existing projects unique slugs from their titles and drops placeholder links only", async () => {
    const driver = await openDriver(kind);
    try {
      await driver.migrate(migrationsBefore(MIGRATION));
      await driver.query(
        `insert into media (id, sha256, mime, bytes, byte_size) values ('10000000-0000-4000-8000-000000000001', 's', 'image/svg+xml', '\\x3c737667', 4)`,
      );
      const project = (title: string, link: string, minutes: number) =>
        `('${title}', 'd', '10000000-0000-4000-8000-000000000001', '${link}', now() - interval '${minutes} minutes')`;
      await driver.query(
        `insert into projects (title, description, image_media_id, link, created_at) values
          ${project(seedProjects[0]!.title, "https://example.com/case-studies/logistics-tracking-platform", 5)},
          ${project("Ferry Booking & Tickets", "https://ferry.example.org/", 4)},
          ${project("Ferry booking and tickets!", "https://www.codexa-client.test/ferry", 3)},
          ${project("¡¡!!", "http://EXAMPLE.NET", 2)},
          ${project("Not an example", "https://notexample.com/x", 1)}`,
      );

      await driver.migrate(migrationsFolder);
      const rows = await driver.query<{
        title: string;
        slug: string;
        link: string;
        version: number;
        challenge: string;
      }>("select title, slug, link, version, challenge from projects order by created_at");
      expect(rows).toEqual([
        { title: seedProjects[0]!.title, slug: "logistics-tracking-platform", link: "", version: 1, challenge: "" },
        { title: "Ferry Booking & Tickets", slug: "ferry-booking-and-tickets", link: "", version: 1, challenge: "" },
        {
          title: "Ferry booking and tickets!",
          slug: "ferry-booking-and-tickets-2",
          link: "https://www.codexa-client.test/ferry",
          version: 1,
          challenge: "",
        },
        { title: "¡¡!!", slug: "project", link: "", version: 1, challenge: "" },
        {
          title: "Not an example",
          slug: "not-an-example",
          link: "https://notexample.com/x",
          version: 1,
          challenge: "",
        },
      ]);
    } finally {
      await driver.close();
    }
  });
});
