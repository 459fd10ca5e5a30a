import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { coreValues as demoValues, stats as demoFigures } from "~/content/about";
import { processSteps as demoSteps } from "~/content/process";
import { seedDemoAbout, seedDemoProcessSteps } from "~/db/seed-page-copy.server";
import { aboutFigureSchema } from "~/features/site-content/about-schema";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  createAboutFigure,
  createCoreValue,
  deleteAboutFigure,
  deleteCoreValue,
  getAboutContent,
  listCoreValues,
  moveAboutFigure,
  moveCoreValue,
  updateAboutFigure,
  updateCoreValue,
} from "./about-content.server";
import {
  createProcessStep,
  deleteProcessStep,
  listProcess,
  listProcessSteps,
  moveProcessStep,
  updateProcessStep,
} from "./process-steps.server";

describe("About figures' number", () => {
  it("takes a whole number of 0 or more and refuses anything else with one message", () => {
    expect(aboutFigureSchema.safeParse({ label: "Clients", value: " 500 ", suffix: "+" }).data).toEqual({
      label: "Clients",
      value: 500,
      suffix: "+",
    });
    for (const value of ["-1", "1.5", "abc", "1e3"]) {
      expect(
        aboutFigureSchema.safeParse({ label: "Clients", value, suffix: "" }).error?.issues[0]?.message,
        value,
      ).toBe("Enter a whole number of 0 or more, digits only");
    }
    expect(
      aboutFigureSchema.safeParse({ label: "Clients", value: "1000000001", suffix: "" }).error?.issues[0]?.message,
    ).toBe("Enter a number up to 1,000,000,000");
    expect(
      aboutFigureSchema
        .safeParse({ label: "Clients", value: "", suffix: "+++++++" })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["Number is required", "Suffix can be at most 5 characters"]);
  });
});

describe.each(testDrivers())("process steps, About figures and core values (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("seeds today's four steps, four figures and three values once, in order", async () => {
    const { db } = database;
    expect(await seedDemoProcessSteps(db)).toBe(true);
    expect(await seedDemoProcessSteps(db)).toBe(false);
    expect(await seedDemoAbout(db)).toBe(true);
    expect(await seedDemoAbout(db)).toBe(false);
    expect((await listProcess(db)).map(({ title, description, icon }) => ({ title, description, icon }))).toEqual(
      demoSteps.map(({ title, description, icon }) => ({ title, description, icon })),
    );
    expect((await listProcess(db)).map((step) => step.title)).toEqual([
      "Discovery",
      "Planning",
      "Development",
      "Delivery",
    ]);
    const about = await getAboutContent(db);
    expect(about.figures.map(({ label, value, suffix }) => ({ label, value, suffix }))).toEqual(demoFigures);
    expect(about.figures.map((figure) => `${figure.label} ${figure.value}${figure.suffix}`)).toEqual([
      "Clients Served 500+",
      "Awards Won 50+",
      "Years Experience 10+",
      "Countries Reached 30+",
    ]);
    expect(about.values.map(({ title, description, icon }) => ({ title, description, icon }))).toEqual(demoValues);
    // Deleted items are not re-created by a later start.
    const last = (await listCoreValues(db)).at(-1)!;
    expect(await deleteCoreValue(db, last.id)).toBe("Integrity");
    expect(await seedDemoAbout(db)).toBe(false);
    expect((await getAboutContent(db)).values).toHaveLength(2);
  });

  it("adds at the end, reorders, refuses a stale save and deletes, for each list", async () => {
    const { db } = database;
    const stepId = await createProcessStep(db, { title: "Support", description: "We stay on hand.", icon: "LifeBuoy" });
    expect((await listProcess(db)).at(-1)?.title).toBe("Support");
    expect(await moveProcessStep(db, stepId, "up")).toBe(true);
    expect((await listProcess(db)).at(-2)?.title).toBe("Support");
    expect(
      await updateProcessStep(db, stepId, 1, { title: "Aftercare", description: "We stay on hand.", icon: "LifeBuoy" }),
    ).toEqual({ ok: true, version: 2 });
    expect(
      await updateProcessStep(db, stepId, 1, { title: "Stale", description: "x", icon: "LifeBuoy" }),
    ).toMatchObject({ ok: false, reason: "stale" });
    expect((await listProcessSteps(db)).find((step) => step.id === stepId)?.title).toBe("Aftercare");
    expect(await deleteProcessStep(db, stepId)).toBe("Aftercare");

    const figureId = await createAboutFigure(db, { label: "Engineers", value: 42, suffix: "" });
    expect((await getAboutContent(db)).figures.at(-1)).toMatchObject({ label: "Engineers", value: 42, suffix: "" });
    expect(await moveAboutFigure(db, figureId, "up")).toBe(true);
    expect((await getAboutContent(db)).figures.at(-2)?.label).toBe("Engineers");
    expect(await updateAboutFigure(db, figureId, 1, { label: "Engineers", value: 45, suffix: "+" })).toEqual({
      ok: true,
      version: 2,
    });
    expect(await updateAboutFigure(db, figureId, 1, { label: "Engineers", value: 1, suffix: "" })).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(await deleteAboutFigure(db, figureId)).toBe("Engineers");

    const valueId = await createCoreValue(db, {
      title: "Care",
      description: "We look after what we build.",
      icon: "ShieldCheck",
    });
    expect(await moveCoreValue(db, valueId, "down")).toBe(true);
    expect((await getAboutContent(db)).values.at(-1)?.title).toBe("Care");
    expect(await updateCoreValue(db, valueId, 2, { title: "Care", description: "x", icon: "Award" })).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(
      await updateCoreValue(db, "00000000-0000-4000-8000-000000000000", 1, {
        title: "Care",
        description: "x",
        icon: "Award",
      }),
    ).toEqual({ ok: false, reason: "missing" });
    expect(await deleteCoreValue(db, valueId)).toBe("Care");
  });
});
