// Placeholder: replaced by the page engineer
export default function OrgSignUpPage() {
  return <h1>Organisation sign up</h1>;
}
