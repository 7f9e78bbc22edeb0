// Escape on `<details>` disclosures with JavaScript (the header's dropdowns, the cookie banner's
// categories): the browser's own disclosure has no key to close it from inside.

/** A keydown listener: Escape closes the innermost open `<details>` holding focus and puts focus back on its summary. */
export function closeDetailsOnEscape(event: KeyboardEvent): void {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const details = (event.target as Element).closest?.("details[open]");
  if (!details) return;
  // One thing at a time: a popover or dialog around it stays open until the next Escape.
  event.preventDefault();
  details.removeAttribute("open");
  details.querySelector<HTMLElement>(":scope > summary")?.focus();
}
