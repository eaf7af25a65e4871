// Placeholder: replaced by the page engineer
export default function ResetPasswordPage() {
  return <h1>Reset password</h1>;
}
