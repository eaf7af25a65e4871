// Placeholder: replaced by the page engineer
export default function EmployerPage() {
  return <h1>Employer dashboard</h1>;
}
