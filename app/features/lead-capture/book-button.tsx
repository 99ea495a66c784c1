import { Button, type ButtonProps } from "../../components/ui/button.tsx";
import { type LeadModalMode, useLeadModal } from "./lead-modal-context.tsx";

export function BookButton({
  mode = "default",
  ...props
}: Omit<ButtonProps, "onClick"> & { mode?: LeadModalMode }) {
  const { open } = useLeadModal();
  return <Button aria-haspopup="dialog" {...props} onClick={() => open(mode)} />;
}
