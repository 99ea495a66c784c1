import type { SVGProps } from "react";

/**
 * The few icons of the header and the home hero, drawn as plain SVG. Through lucide-react they brought its
 * icon runtime (~1.3 KB gzipped) into every page's initial JavaScript; the rest of the site, loaded later,
 * keeps using lucide-react. Geometry and stroke match Lucide's icons of the same name (ISC licence).
 * All are decorative: the link or button around them carries the name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function StrokeIcon({ path, strokeWidth = 2, ...props }: IconProps & { path: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return <StrokeIcon path="M5 12h14m-7-7 7 7-7 7" {...props} />;
}

export function CheckIcon(props: IconProps) {
  return <StrokeIcon path="M20 6 9 17l-5-5" {...props} />;
}

export function CloseIcon(props: IconProps) {
  return <StrokeIcon path="M18 6 6 18M6 6l12 12" {...props} />;
}

export function MenuIcon(props: IconProps) {
  return <StrokeIcon path="M4 5h16M4 12h16M4 19h16" {...props} />;
}

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeIcon
      path="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"
      {...props}
    />
  );
}
