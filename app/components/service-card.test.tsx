import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { contentIconNames } from "./content-icon";
import { ServiceCard } from "./service-card";
import { serviceIconNames } from "./service-icon";

function renderCard(icon: string): string {
  const service = { title: "Test service", description: "What it does.", icon, features: [] };
  const router = createMemoryRouter([{ path: "/", element: <ServiceCard service={service} variant="teaser" /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("ServiceCard", () => {
  it("shows every icon the admin picker offers, not the fallback", () => {
    const pickerOnly = serviceIconNames.filter((name) => !contentIconNames.includes(name));
    expect(pickerOnly.length).toBeGreaterThan(0);
    const fallback = renderCard("NoSuchIcon");
    for (const name of pickerOnly) expect(renderCard(name), name).not.toBe(fallback);
  });
});
