export default function Home() {
  return <h1>Harmoni Yoga</h1>;
}
