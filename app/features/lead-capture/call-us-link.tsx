import { Phone } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";

export function CallUsLink() {
  return (
    <div className="mt-6 border-t border-sand-200 pt-5 text-center">
      <p className="text-sm text-ink-muted">Prefer to talk now?</p>
      <a href={site.phone.href} className={buttonClasses("ghost", "md", "mt-2")}>
        <Phone aria-hidden="true" className="size-4" />
        Call us: {site.phone.label}
      </a>
    </div>
  );
}
