import { useEffect, useRef, useState } from "react";

/** How long typing may pause before the view follows it. */
export const TYPING_PAUSE_MS = 300;

/**
 * A text box that follows a value kept elsewhere (the address) and commits what is typed once typing
 * pauses. The box takes the outside value again only when it changed from elsewhere (back, a link),
 * never because our own commit came back, so keys typed meanwhile are not lost.
 */
export function useDebouncedText(outside: string, commit: (value: string) => void) {
  const [text, setText] = useState(outside);
  const committed = useRef(outside);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (outside === committed.current) return;
    committed.current = outside;
    setText(outside);
  }, [outside]);

  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      commitRef.current(text);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return [text, setText] as const;
}
