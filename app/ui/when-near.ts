// For page parts whose code can wait (React.lazy's loader awaits this): the server HTML stays, links and forms working, until one of
// its elements (`ids`) comes within a quarter screen of the viewport or takes focus; with none in the document it resolves at once.
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
