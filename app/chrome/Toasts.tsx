import { useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ShownToast } from "~/root-data";

/** Without JavaScript "close" links to this page, which comes back without the consumed toast. */
export function Toasts({ toast }: { toast: ShownToast | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  // A new toast (a new object from the root's data) shows until it is dismissed.
  const [dismissed, setDismissed] = useState<ShownToast | null>(null);
  // Any navigation puts it away: the root's data holding it is not always reloaded.
  const navigation = useNavigation();
  if (navigation.state !== "idle" && toast && dismissed !== toast) setDismissed(toast);
  // A toast for a section is shown beside that section's form (e.g. the chat's), not up here.
  const visible = toast && !toast.section && dismissed !== toast ? toast : null;
  return (
    <div className="toasts" role="status" aria-live="polite">
      {visible ? (
        <div className={`toast toast-${visible.kind}`}>
          <p>{visible.text}</p>
          <a
            className="toast-close"
            href={location.pathname + location.search}
            onClick={(event) => {
              event.preventDefault();
              setDismissed(visible);
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("chrome.closeNotification")}</span>
          </a>
        </div>
      ) : null}
    </div>
  );
}
