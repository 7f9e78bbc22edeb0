import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Online/offline from the browser's events; shown only while offline. */
export function OnlineStatus() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return (
    <div className="connectivity" role="status">
      {online ? null : <p className="offline-banner">{t("chrome.offline")}</p>}
    </div>
  );
}
