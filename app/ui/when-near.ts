// For a part of the page whose code can wait until the visitor comes near it (React.lazy's loader
// waits for this, then imports): during hydration the part's server HTML stays as it is, its links
// and forms working, until one of its elements (`ids`) comes within a quarter screen of the viewport, or
// takes focus on the way. Where none of them is in the document (a client navigation renders the
// part anew) it resolves at once.
export function whenNear(ids: readonly string[]): Promise<void> {
  const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
  if (!elements.length || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: "25% 0px",
    });
    const done = () => {
      observer.disconnect();
      for (const element of elements) element.removeEventListener("focusin", done);
      resolve();
    };
    for (const element of elements) {
      observer.observe(element);
      element.addEventListener("focusin", done);
    }
  });
}
