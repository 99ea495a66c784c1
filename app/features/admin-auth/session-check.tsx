import { Spinner } from "#app/components/ui/spinner.tsx";

/** Shown while the admin app asks the server whether the browser is signed in. */
export function SessionCheck() {
  return (
    <div className="flex justify-center py-16 text-sage-600">
      <Spinner label="Checking your session" />
    </div>
  );
}
