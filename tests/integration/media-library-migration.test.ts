import { describe, expect, it } from "vitest";

import { migrationsFolder } from "~/db/client.server";

import { testDrivers } from "../support/databases";
import { migrationsBefore, openDriver } from "../support/migrations";

// The media library's migration moves the projects' alt text onto their files and names the files uploaded before the
// library (hand-written statements, decision 089). This runs it over data made under the schema before it.

/** Its tag's number changes when migrations merged before it are renumbered; its name does not. */
const MIGRATION = "_media_library";

describe.each(testDrivers())("media library migration (%s)", (kind) => {
  it("names existing files after their use and moves the projects' alt text onto them", async () => {
    const driver = await openDriver(kind);
    try {
      await driver.migrate(migrationsBefore(MIGRATION));
      const file = (id: string) => `('${id}', 'sha-${id.slice(0, 4)}', 'image/svg+xml', '\\x3c737667', 4)`;
      const ids = [1, 2, 3, 4, 5].map((n) => `${n}0000000-0000-4000-8000-00000000000${n}`);
      const [project, client, person, logo, cover] = ids;
      await driver.query(`insert into media (id, sha256, mime, bytes, byte_size) values ${ids.map(file).join(", ")}`);
      await driver.query(
        `insert into projects (title, description, image_media_id, image_alt) values ('Ferry App', 'd', '${project}', 'A ferry at dusk')`,
      );
      await driver.query(`insert into client_logos (name, media_id) values ('Acme', '${client}')`);
      await driver.query(
        `insert into testimonials (name, content, image_media_id) values ('Rina', 'Great', '${person}')`,
      );
      await driver.query(
        `insert into site_settings (id, company_name, phone, email, dhaka_address, london_address, hours_weekdays, hours_saturday, logo_black_media_id)
         values (1, 'Codexa', 'p', 'e', 'd', 'l', 'w', 's', '${logo}')`,
      );
      await driver.query(
        `insert into blog_posts (slug, title, cover_media_id, cover_alt, body) values ('p', 'Cloud Post', '${cover}', 'Clouds', '{}')`,
      );

      await driver.migrate(migrationsFolder);
      const rows = await driver.query<{ id: string; name: string; alt: string }>(
        "select id, name, alt from media order by id",
      );
      expect(rows).toEqual([
        { id: project, name: "Ferry App", alt: "A ferry at dusk" },
        { id: client, name: "Acme logo", alt: "Acme" },
        { id: person, name: "Photo of Rina", alt: "Photo of Rina" },
        { id: logo, name: "Site logo (dark)", alt: "Codexa" },
        { id: cover, name: "Cover of Cloud Post", alt: "Clouds" },
      ]);
      const columns = await driver.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'projects' and column_name = 'image_alt'",
      );
      expect(columns).toEqual([]);
    } finally {
      await driver.close();
    }
  });
});
