interface CertificationChipsProps {
  certifications: readonly string[];
  className?: string;
}

export function CertificationChips({ certifications, className = "" }: CertificationChipsProps) {
  return (
    <ul aria-label="Certifications" className={`flex flex-wrap gap-2 ${className}`.trim()}>
      {certifications.map((certification) => (
        <li
          key={certification}
          className="rounded-full bg-sage-50 px-3 py-1 text-xs font-medium text-sage-800 ring-1 ring-sage-200"
        >
          {certification}
        </li>
      ))}
    </ul>
  );
}
