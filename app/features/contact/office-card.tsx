import { MapPin, Phone } from "lucide-react";

export interface Office {
  label: string;
  city: string;
  address: string;
  phone: { label: string; href: string };
}

export function OfficeCard({ office }: { office: Office }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand-200/70 sm:p-8">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <MapPin aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-5 text-sm font-semibold tracking-widest text-sage-700 uppercase">{office.label}</p>
      <h3 className="mt-1 text-2xl font-semibold text-ink">{office.city}</h3>
      <address className="mt-4 flex grow flex-col gap-4 not-italic">
        <p className="leading-relaxed text-ink-muted">{office.address}</p>
        <a
          href={office.phone.href}
          className="mt-auto inline-flex items-center gap-2 self-start rounded font-semibold text-sage-700 underline underline-offset-4 hover:text-sage-900"
        >
          <Phone aria-hidden="true" className="size-4" />
          {office.phone.label}
        </a>
      </address>
    </li>
  );
}
