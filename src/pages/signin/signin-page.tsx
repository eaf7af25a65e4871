// Placeholder: replaced by the page engineer
export default function SignInPage() {
  return <h1>Sign in</h1>;
}
