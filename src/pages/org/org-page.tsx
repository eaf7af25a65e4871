// Placeholder: replaced by the page engineer
export default function OrgPage() {
  return <h1>Organisation</h1>;
}
