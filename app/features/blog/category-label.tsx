export function CategoryLabel({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-sage-50 px-3 py-1 text-xs font-semibold tracking-wider text-sage-700 uppercase ring-1 ring-sage-200">
      {category}
    </span>
  );
}
