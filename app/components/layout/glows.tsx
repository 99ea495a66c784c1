/** Soft, blurred circles of colour behind a band's content; each entry places, sizes and colours one. */
export function Glows({ glows }: { glows: readonly string[] }) {
  return glows.map((glow) => (
    <div key={glow} aria-hidden="true" className={`absolute -z-10 rounded-full blur-3xl ${glow}`} />
  ));
}
