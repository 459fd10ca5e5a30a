import { showToast } from "./toasts";

/** What the newsletter's action answers a script (routes/resources/newsletter.ts). */
type NewsletterAnswer = { ok: boolean; message: string };

/**
 * The newsletter sign-up forms (decision 165): sent in the background, the answer shown as the spec's toast
 * and, for a refusal, under the field too. An empty or malformed address is refused in the browser with the
 * server's words (the form carries them, no schema library); the server checks the rest, in the page's
 * language. Without JavaScript, or when the request fails, the form posts as a plain form and the page comes
 * back with the same toast.
 */
export function initNewsletter(doc: Document): void {
  const view = doc.defaultView;
  if (!view || typeof view.fetch !== "function") return;
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
    const input = form.querySelector<HTMLInputElement>('input[type="email"]');
    const error = form.querySelector<HTMLElement>("[data-newsletter-error]");
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!input || !error || !button) continue;
    // The server's messages, in the page's language, rather than the browser's own bubbles.
    form.noValidate = true;
    const showError = (message: string | null) => {
      error.textContent = message ?? "";
      error.hidden = message === null;
      if (message === null) input.removeAttribute("aria-invalid");
      else input.setAttribute("aria-invalid", "true");
    };
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      // A missing or malformed address is answered at once, without a request; the server checks the rest.
      const problem = input.validity.valueMissing
        ? form.dataset.missing
        : input.validity.typeMismatch
          ? form.dataset.invalid
          : undefined;
      if (problem) {
        showError(problem);
        input.focus();
        return;
      }
      button.disabled = true;
      void view
        .fetch(form.action, { method: "POST", body: new FormData(form), headers: { Accept: "application/json" } })
        .then(async (response) => (await response.json()) as NewsletterAnswer)
        .then(
          (answer) => {
            showToast(doc, answer.ok ? "success" : "error", answer.message);
            showError(answer.ok ? null : answer.message);
            if (answer.ok) input.value = "";
            else input.focus();
          },
          // Offline, or an answer that is not the action's: the plain post says what happened.
          () => form.submit(),
        )
        .finally(() => {
          button.disabled = false;
        });
    });
  }
}
