import { useCallback, useEffect, useState } from "react";

/**
 * The scale that fits a page drawn `pageWidth` px wide into the measured box (never above 1), and the box's
 * height; the frame is then `boxHeight / scale` tall so it fills the box once scaled.
 */
export function usePreviewScale(pageWidth: number) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const box = useCallback((node: HTMLDivElement | null) => setElement(node), []);
  const scale = size.width > 0 ? Math.min(1, size.width / pageWidth) : 1;
  return { box, scale, boxHeight: size.height };
}
