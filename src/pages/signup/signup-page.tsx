// Placeholder: replaced by the page engineer
export default function SignUpPage() {
  return <h1>Sign up</h1>;
}
