// Placeholder: replaced by the page engineer
export default function EmployerProfilePage() {
  return <h1>Organisation profile</h1>;
}
