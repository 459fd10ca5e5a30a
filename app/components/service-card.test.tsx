import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { DEFAULT_SERVICE_ICON, serviceIconNames } from "~/features/site-content/service-icons";
import { wordsFor } from "~/words/words.server";

import { ServiceCard } from "./service-card";

function renderCard(icon: string): string {
  const service = { title: "Test service", description: "What it does.", icon, features: [] };
  // Below the root, whose loader sends the site's words (decisions 137 and 164).
  const root = "root";
  const router = createMemoryRouter(
    [
      {
        id: root,
        path: "/",
        loader: () => ({ words: wordsFor("en") }),
        children: [{ index: true, element: <ServiceCard service={service} variant="teaser" /> }],
      },
    ],
    { hydrationData: { loaderData: { [root]: { words: wordsFor("en") } } } },
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
