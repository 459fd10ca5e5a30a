import { useCallback, useEffect, useId, useRef, useState } from "react";

import { buttonStyles } from "~/components/admin/button-styles";
import { useHydrated } from "~/components/hydrated";
import {
  PREVIEW_DEBOUNCE_MS,
  PREVIEW_ITEM_FIELD,
  PREVIEW_WIDTHS,
  previewPath,
  type PreviewType,
  type PreviewWidth,
} from "~/features/preview/live-preview";
import { type Locale, localeNames, locales } from "~/utils/locale";

import { usePreviewScale } from "./use-preview-scale";

// The live preview beside an editor's form (decision 175): what the form says now, unsaved, drawn by the public
// page's components at a phone's or a desktop's width and scaled to fit. It follows typing (debounced), and
// the language of the field last focused, or the buttons. Any editor plugs it in with its type and form id.

type State = { kind: "waiting" } | { kind: "updating" } | { kind: "shown" } | { kind: "failed"; why: string };

const REFUSALS: Record<number, string> = {
  401: "You have been signed out. Sign in again in another tab, then keep typing.",
  403: "Your role cannot preview this.",
  404: "This item no longer exists.",
  413: "The text is too long to preview.",
};

/** The form's text fields as a urlencoded body (files stay out: a new file shows once it is saved). */
function formBody(form: HTMLFormElement, itemId: string | null): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  body.set(PREVIEW_ITEM_FIELD, itemId ?? "");
  return body;
}

/** The language a focused field is written in: Bengali fields are `bn.<name>` or marked lang="bn". */
function languageOf(target: EventTarget | null, form: HTMLFormElement): Locale | null {
  if (!(target instanceof HTMLElement)) return null;
  const name = target.getAttribute("name") ?? "";
  if (name.startsWith("bn.") || target.closest("[lang=bn]")) return "bn";
  return name !== "" && form.elements.namedItem(`bn.${name}`) ? "en" : null;
}

export function LivePreviewPanel({
  type,
  formId,
  itemId,
}: {
  type: PreviewType;
  formId: string;
  itemId: string | null;
}) {
  const hydrated = useHydrated();
  const headingId = useId();
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  const [locale, setLocale] = useState<Locale>("en");
  const [html, setHtml] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: "waiting" });
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollY = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const { box, scale, boxHeight } = usePreviewScale(PREVIEW_WIDTHS[width]);

  const refresh = useCallback(async () => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ kind: "updating" });
    try {
      const response = await fetch(`${import.meta.env.BASE_URL}${previewPath(type, locale).slice(1)}`, {
        method: "POST",
        body: formBody(form, itemId),
        signal: controller.signal,
      });
      const text = await response.text();
      if (controller.signal.aborted) return;
      // 400: the page says what to correct, in the frame.
      if (response.ok || response.status === 400) {
        scrollY.current = frame.current?.contentWindow?.scrollY ?? 0;
        setHtml(text);
        setState({ kind: "shown" });
      } else {
        setState({ kind: "failed", why: REFUSALS[response.status] ?? "The server could not draw it." });
      }
    } catch {
      if (!controller.signal.aborted) setState({ kind: "failed", why: "The server could not be reached." });
    }
  }, [formId, itemId, type, locale]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), PREVIEW_DEBOUNCE_MS);
    };
    const follow = (event: FocusEvent) => {
      const language = languageOf(event.target, form);
      if (language) setLocale(language);
    };
    // The rich-text editor writes its document into a hidden input: its value changes, with no event.
    const observer = new MutationObserver(later);
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ["value"] });
    form.addEventListener("input", later);
    form.addEventListener("change", later);
    form.addEventListener("focusin", follow);
    // The first preview (and one in the newly chosen language) right away.
    timer = setTimeout(() => void refresh(), 0);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      form.removeEventListener("input", later);
      form.removeEventListener("change", later);
      form.removeEventListener("focusin", follow);
      inFlight.current?.abort();
    };
  }, [formId, refresh]);

  const frameWidth = PREVIEW_WIDTHS[width];
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm xl:sticky xl:top-20 xl:mt-0 xl:self-start"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          Live preview
        </h3>
        {/* Shown, not announced while typing; a preview that could not be updated is announced. */}
        <p className="text-xs text-slate-600">{statusText(state)}</p>
        <p role="status" className="sr-only">
          {state.kind === "failed" ? statusText(state) : ""}
        </p>
      </div>
      {hydrated ? (
        <>
          <div className="mt-3 flex flex-wrap gap-3">
            <Toggle label="Width" options={widthOptions} value={width} onChange={setWidth} />
            <Toggle label="Language" options={languageOptions} value={locale} onChange={setLocale} />
          </div>
          <div
            ref={box}
            className="mt-3 h-[70vh] overflow-hidden rounded-md border border-slate-200 bg-slate-100 xl:h-[calc(100vh-20rem)]"
          >
            <div style={{ width: frameWidth * scale, height: boxHeight, margin: "0 auto", overflow: "hidden" }}>
              <iframe
                ref={frame}
                title={`Preview at ${width} width in ${localeNames[locale]}, not saved`}
                sandbox="allow-same-origin"
                srcDoc={html ?? ""}
                onLoad={() => shownAgain(frame.current, html, scrollY.current)}
                style={{
                  width: frameWidth,
                  height: scale > 0 ? boxHeight / scale : boxHeight,
                  transform: `scale(${scale})`,
                  transformOrigin: "0 0",
                }}
                className="block border-0 bg-white"
              />
            </div>
          </div>
          <p className="mt-2 text-xs text-slate-600">
            Not saved: the page as visitors would see it once saved. A newly chosen image file shows after saving.
          </p>
        </>
      ) : (
        <NoScriptPreview type={type} formId={formId} itemId={itemId} />
      )}
    </section>
  );
}

/**
 * Once the frame has loaded: back where the reader was in the page, or, if a link in it was followed by
 * keyboard (the pages it leads to refuse to be framed), the preview again.
 */
function shownAgain(frame: HTMLIFrameElement | null, html: string | null, scrollY: number): void {
  if (!frame || html === null) return;
  let inPlace = false;
  try {
    inPlace = frame.contentWindow?.location.href === "about:srcdoc";
  } catch {
    // An error page is of another origin.
  }
  if (inPlace) frame.contentWindow?.scrollTo(0, scrollY);
  else frame.setAttribute("srcdoc", html);
}

/**
 * Before scripts run (or without them): the form as it is, sent to the preview in a new tab, in either
 * language. The button carries the item's id; the files stay out (urlencoded).
 */
function NoScriptPreview({ type, formId, itemId }: { type: PreviewType; formId: string; itemId: string | null }) {
  return (
    <>
      <p className="mt-3 text-sm text-slate-700">
        The live preview needs JavaScript. Without it, open what the form says now in a new tab:
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {locales.map((locale) => (
          <button
            key={locale}
            type="submit"
            form={formId}
            formAction={`${import.meta.env.BASE_URL}${previewPath(type, locale).slice(1)}`}
            formMethod="post"
            formEncType="application/x-www-form-urlencoded"
            formTarget="_blank"
            formNoValidate
            name={PREVIEW_ITEM_FIELD}
            value={itemId ?? ""}
            className={buttonStyles.secondary}
          >
            {`Preview in ${localeNames[locale]} (new tab)`}
          </button>
        ))}
      </div>
    </>
  );
}

function statusText(state: State): string {
  switch (state.kind) {
    case "waiting":
      return "";
    case "updating":
      return "Updating…";
    case "shown":
      return "Up to date";
    case "failed":
      return `Not updated: ${state.why}`;
  }
}

const widthOptions: { value: PreviewWidth; label: string }[] = [
  { value: "phone", label: `Phone (${PREVIEW_WIDTHS.phone} px)` },
  { value: "desktop", label: `Desktop (${PREVIEW_WIDTHS.desktop} px)` },
];

const languageOptions: { value: Locale; label: string }[] = locales.map((locale) => ({
  value: locale,
  label: localeNames[locale],
}));

/** A small group of pressed/unpressed buttons choosing one value. */
function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border border-slate-300 bg-white">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="px-3 py-1.5 text-xs font-medium text-slate-700 first:rounded-l-md last:rounded-r-md hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
