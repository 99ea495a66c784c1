import { Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { inputClasses, labelClasses } from "#app/components/ui/field.tsx";

/**
 * A single-use link to pass on, shown once: the full address (the server gives a path when it does not
 * know the site's address, and this page's own address completes it) and a button that copies it.
 */
export function LinkResult({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const address = new URL(link, window.location.origin).href;

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied("yes");
    } catch (error) {
      console.error("Copying the link failed", error);
      setCopied("no");
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClasses}>
        Link to set a password
      </label>
      <input
        id={id}
        readOnly
        value={address}
        onFocus={(event) => event.target.select()}
        className={`${inputClasses} font-mono text-sm`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={copy} data-autofocus>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {copied === "yes" && "Copied."}
          {copied === "no" && "This browser would not copy it: select the link and copy it yourself."}
        </p>
      </div>
    </div>
  );
}
