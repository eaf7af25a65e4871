// Placeholder: replaced by the page engineer
export default function SuccessPage() {
  return <h1>Success</h1>;
}
