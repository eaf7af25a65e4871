// Placeholder: replaced by the page engineer
export default function ApplyPage() {
  return <h1>Apply</h1>;
}
