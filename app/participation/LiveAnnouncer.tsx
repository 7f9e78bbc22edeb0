// Where the live updates are told to screen readers (useLive's `announcement`): a polite status
// region, out of sight. Render it once on the page, always (a region added with its text is not read).
export function LiveAnnouncer({ announcement }: { announcement: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {announcement}
    </div>
  );
}
