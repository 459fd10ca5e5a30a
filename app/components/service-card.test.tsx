import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { pageText } from "~/content/i18n/pages.server";
import { DEFAULT_SERVICE_ICON, serviceIconNames } from "~/features/site-content/service-icons";

import { ServiceCard } from "./service-card";

function renderCard(icon: string): string {
  const service = { title: "Test service", description: "What it does.", icon, features: [] };
  // Inside the public layout, whose loader sends the pages' words (decision 137).
  const layout = "routes/public/layout";
  const router = createMemoryRouter(
    [
      {
        id: layout,
        path: "/",
        loader: () => ({ pageText: pageText.en }),
        children: [{ index: true, element: <ServiceCard service={service} variant="teaser" /> }],
      },
    ],
    { hydrationData: { loaderData: { [layout]: { pageText: pageText.en } } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("ServiceCard", () => {
  it("shows every icon the admin picker offers, not the fallback", () => {
    const fallback = renderCard("NoSuchIcon");
    for (const name of serviceIconNames.filter((icon) => icon !== DEFAULT_SERVICE_ICON)) {
      expect(renderCard(name), name).not.toBe(fallback);
      expect(renderCard(name)).toContain(`#${name}"`);
    }
  });
});
