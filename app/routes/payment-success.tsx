export default function Page() {
  return <h1 className="pt-32 text-center text-3xl">Coming soon</h1>;
}
