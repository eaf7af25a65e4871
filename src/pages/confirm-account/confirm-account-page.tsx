// Placeholder: replaced by the page engineer
export default function ConfirmAccountPage() {
  return <h1>Confirm account</h1>;
}
