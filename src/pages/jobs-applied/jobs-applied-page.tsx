// Placeholder: replaced by the page engineer
export default function JobsAppliedPage() {
  return <h1>Jobs applied</h1>;
}
