// Placeholder: replaced by the page engineer
export default function EmployerJobEditPage() {
  return <h1>Edit role</h1>;
}
