// Placeholder: replaced by the page engineer
export default function ForgotPasswordPage() {
  return <h1>Forgot password</h1>;
}
