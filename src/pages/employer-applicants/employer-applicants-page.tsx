// Placeholder: replaced by the page engineer
export default function EmployerApplicantsPage() {
  return <h1>Applicants</h1>;
}
