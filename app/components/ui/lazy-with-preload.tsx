import { type ComponentType, lazy, Suspense, useState } from "react";

/** A component whose code loads on demand, with a way to load it ahead of a render. */
export interface PreloadableComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the module; once it resolves, the component renders in its first commit. */
  preload(): Promise<void>;
}

interface ComponentSource<P extends object> {
  /** Set once the module has loaded. */
  loaded?: ComponentType<P>;
  lazy: ComponentType<P>;
}

function Deferred<P extends object>({ source, props }: { source: ComponentSource<P>; props: P }) {
  // Chosen once per mount: switching from the lazy to the loaded component later would remount the subtree.
  const [Component] = useState<ComponentType<P>>(() => source.loaded ?? source.lazy);
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

/**
 * React.lazy behind its own Suspense boundary (no fallback), for content below the fold.
 *
 * Prerendered, it renders in full. Hydrating, React keeps the boundary's prerendered HTML on screen until
 * the module arrives and hydrates it then, so the module stays out of the page's initial JavaScript.
 * After `preload()` (from a route's clientLoader, say), a new instance renders the loaded component
 * directly, still inside the same boundary: no suspended commit, so a client navigation shows the whole
 * page at once and a scroll to an anchor in it lands.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        source.loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed chunk request (a dropped connection) may succeed on the next render or navigation.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const source: ComponentSource<P> = { lazy: lazy(async () => ({ default: await loadOnce() })) };
  return Object.assign((props: P) => <Deferred source={source} props={props} />, {
    async preload() {
      await loadOnce();
    },
  });
}
