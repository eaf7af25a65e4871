// Placeholder: replaced by the page engineer
export default function ChangePasswordPage() {
  return <h1>Change password</h1>;
}
