// Placeholder: replaced by the page engineer
export default function LandingPage() {
  return <h1>Landing</h1>;
}
